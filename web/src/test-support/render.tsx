/** Mounts a React tree into the test document and tears it down; every step runs inside act(). */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Mounted {
  container: HTMLElement;
  rerender: (ui: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

const mounted = new Set<Root>();

export async function render(ui: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

/** Unmounts whatever a test left mounted (call from afterEach). */
export async function cleanup(): Promise<void> {
  for (const root of mounted) await act(async () => root.unmount());
  mounted.clear();
  document.body.innerHTML = '';
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** Sets a text field's value the way React notices, then fires input. */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function pressKey(element: Element, key: string, init: KeyboardEventInit = {}): Promise<boolean> {
  let notCancelled = true;
  await act(async () => {
    notCancelled = element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
  return notCancelled;
}

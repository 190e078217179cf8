/**
 * Lets a turn's first model request leave before the turn's beginning is written. A Durable
 * Object's output gate holds every request sent while a write is in flight until the write is
 * durable, so a beginning written first made the model request wait for its commit. The
 * beginning only has to be durable before anyone sees the turn: the object writes it once the
 * model has been asked (or the turn has ended without asking it) and before it answers the
 * stream, which the gate then holds until the commit. A reset in between leaves nothing, and
 * nothing was shown. The turn writes nothing of its own (its end) until the beginning is written.
 */
import type { ModelProvider } from '../providers/types';
import type { SelectedProvider } from '../providers/select';

export class BeginningGate {
  readonly modelAsked: Promise<void>;
  readonly begun: Promise<void>;
  private markAsked!: () => void;
  private markBegun!: () => void;

  constructor() {
    this.modelAsked = new Promise((resolve) => (this.markAsked = resolve));
    this.begun = new Promise((resolve) => (this.markBegun = resolve));
  }

  /**
   * The model request is under way. Marked on the next task: the SDK issues its fetch in the
   * promise jobs that follow the call, so by then the request has left ahead of the write.
   */
  asked(): void {
    setTimeout(this.markAsked, 0);
  }

  /** The turn ended without asking the model (offline, unavailable, failed): nothing to wait for. */
  settled(): void {
    this.markAsked();
  }

  /** The beginning is written: the turn may write its end. */
  begin(): void {
    this.markBegun();
  }
}

/** The selected provider, telling `gate` when its first request starts. */
export function announcingProvider(selected: SelectedProvider, gate: BeginningGate): SelectedProvider {
  const provider = selected.provider;
  if (!provider) return selected;
  const announcing: ModelProvider = {
    name: provider.name,
    model: provider.model,
    stream: (request, signal) => {
      gate.asked();
      return provider.stream(request, signal);
    },
  };
  return { ...selected, provider: announcing };
}

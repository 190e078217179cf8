/**
 * One panel of the claim: a section with its `data-panel` anchor (the assistant's
 * `highlight_panel` and the prompts name panels by these) and a heading.
 */
import type { ReactNode } from 'react';
import { PANEL_LABELS, type MatterPanel } from '@claims/shared/panels';
import { useClaimView } from './claim-view';
import { panelElementId } from './page-panels';

export function Panel({ name, summary, children }: { name: MatterPanel; summary?: ReactNode; children: ReactNode }) {
  const view = useClaimView();
  const headingId = `panel-${name}-heading`;
  return (
    <section
      id={panelElementId(name)}
      className="panel"
      data-panel={name}
      data-highlighted={view.isFlashed(`panel:${name}`) ? 'true' : undefined}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <header className="panel-header">
        <h2 id={headingId}>{PANEL_LABELS[name]}</h2>
        {summary !== undefined && <p className="panel-summary">{summary}</p>}
      </header>
      {children}
    </section>
  );
}

/** A definition list row, left out when there is nothing to show. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

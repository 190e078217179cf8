/** Reads one document's extracted text, at a comfortable measure, with its details above. */
import type { ClaimDocument } from '@claims/shared/claim-record';
import { useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { partyName, sourceKey } from '../sources';

export function DocumentViewer({ document: doc, onClose }: { document: ClaimDocument; onClose: () => void }) {
  const { claim, isFlashed } = useClaimView();
  const key = sourceKey('doc', doc.id);
  return (
    <article
      id="document-viewer"
      className="document-viewer"
      data-viewer={key}
      data-highlighted={isFlashed(key) ? 'true' : undefined}
      aria-labelledby="document-viewer-title"
      tabIndex={-1}
    >
      <header className="document-viewer-header">
        <div>
          <h3 id="document-viewer-title">{doc.title}</h3>
          <p className="muted">
            {codeLabel(doc.kind)} · received {formatDate(doc.receivedDate)}
            {doc.fromPartyId && ` from ${partyName(claim, doc.fromPartyId)}`}
          </p>
        </div>
        <button type="button" className="button small" onClick={onClose}>
          Close<span className="visually-hidden"> {doc.title}</span>
        </button>
      </header>
      {/* The text scrolls on its own, so it takes focus: keyboard users can scroll it too. */}
      <div className="document-text" tabIndex={0} role="region" aria-label={`Text of ${doc.title}`}>
        {doc.text || <span className="empty">This document has no extracted text.</span>}
      </div>
    </article>
  );
}

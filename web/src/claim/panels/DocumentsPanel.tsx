/** Documents: the list, newest first; opening one shows its text in the viewer below the list. */
import { newestFirst } from '@claims/shared/claim-facts';
import { plural } from '@claims/shared/plural';
import { sourceProps, useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { partyName, sourceKey } from '../sources';
import { Empty, Panel } from '../Panel';
import { DocumentViewer } from './DocumentViewer';

export function DocumentsPanel() {
  const view = useClaimView();
  const { claim, openDocumentId, openDocument } = view;
  const documents = newestFirst(claim.documents, (d) => d.receivedDate);
  const open = claim.documents.find((d) => d.id === openDocumentId);

  return (
    <Panel name="documents" summary={`${claim.documents.length} on file`}>
      {documents.length === 0 ? (
        <Empty>No documents on this claim yet.</Empty>
      ) : (
        <ul className="rows">
          {documents.map((doc) => (
            <li key={doc.id} className={`row source${doc.id === openDocumentId ? ' is-open' : ''}`} {...sourceProps(view, sourceKey('doc', doc.id))}>
              <div className="row-main">
                <span className="row-title">{doc.title}</span>
                <span className="muted">
                  {codeLabel(doc.kind)} · received {formatDate(doc.receivedDate)}
                  {doc.fromPartyId && ` from ${partyName(claim, doc.fromPartyId)}`}
                  {doc.pages !== undefined && ` · ${plural(doc.pages, 'page')}`}
                </span>
              </div>
              <button
                type="button"
                className="button small"
                aria-expanded={doc.id === openDocumentId}
                aria-controls="document-viewer"
                onClick={() => openDocument(doc.id === openDocumentId ? null : doc.id)}
              >
                {doc.id === openDocumentId ? 'Close' : 'Read'}
                <span className="visually-hidden"> {doc.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <DocumentViewer document={open} onClose={() => openDocument(null)} />}
    </Panel>
  );
}

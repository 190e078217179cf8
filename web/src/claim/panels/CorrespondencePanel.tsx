/** Correspondence: every message, newest first, with its direction and channel. */
import { plural } from '@claims/shared/plural';
import { cutText } from '@claims/shared/primitives';
import { useState } from 'react';
import type { Correspondence } from '@claims/shared/claim-record';
import { sourceProps, useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDateTime } from '@claims/shared/date-words';
import { partyName, sourceKey } from '../sources';
import { Empty, Panel } from '../Panel';

/** Long messages are folded to this many characters until opened. */
const PREVIEW_CHARS = 600;

export function CorrespondencePanel() {
  const view = useClaimView();
  const messages = [...view.claim.correspondence].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  return (
    <Panel name="correspondence" summary={`${plural(messages.length, 'message')}${messages.length > 1 ? ', newest first' : ''}`}>
      {messages.length === 0 ? (
        <Empty>No correspondence on this claim yet.</Empty>
      ) : (
        <ol className="messages">
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function Message({ message }: { message: Correspondence }) {
  const view = useClaimView();
  const key = sourceKey('msg', message.id);
  const [expanded, setExpanded] = useState(false);
  // A cited message is opened whole, so the handler sees what the assistant relied on, and it
  // stays open when the highlight fades rather than folding under the reader.
  const cited = view.isFlashed(key);
  if (cited && !expanded) setExpanded(true);
  const whole = expanded || cited || message.text.length <= PREVIEW_CHARS;
  const who = message.author ?? partyName(view.claim, message.partyId);

  return (
    <li className={`message source direction-${message.direction}`} {...sourceProps(view, key)}>
      <p className="message-meta">
        <span className={`badge direction-${message.direction}`}>{codeLabel(message.direction)}</span>
        <span className="badge">{codeLabel(message.channel)}</span>
        <time dateTime={message.at}>{formatDateTime(message.at)}</time>
        {who && <span className="muted">{message.direction === 'outbound' ? `to ${who}` : who}</span>}
      </p>
      {message.subject && <p className="message-subject">{message.subject}</p>}
      <p className="message-text">{whole ? message.text : cutText(message.text, PREVIEW_CHARS + 1)}</p>
      {message.text.length > PREVIEW_CHARS && (
        <button type="button" className="link-button" onClick={() => setExpanded(!expanded)} aria-expanded={whole}>
          {whole ? 'Show less' : 'Show the whole message'}
        </button>
      )}
    </li>
  );
}

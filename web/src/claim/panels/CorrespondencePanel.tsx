/**
 * Correspondence: every message, newest first, with its direction, channel and who it is from
 * and to; filters by direction, party and channel, and a find box. A message the handler is
 * sent to (a citation, an alert) is shown whatever the filters say.
 */
import { plural } from '@claims/shared/plural';
import { cutText } from '@claims/shared/primitives';
import { useId, useState } from 'react';
import type { Correspondence } from '@claims/shared/claim-record';
import { sourceProps, useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDateTime } from '@claims/shared/date-words';
import { sourceKey } from '../sources';
import { Empty, Panel } from '../Panel';
import { NO_FILTER, filterChoices, fromAndTo, isFiltered, matchesFilter, type CorrespondenceFilter } from '../correspondence-filter';

/** Long messages are folded to this many characters until opened. */
const PREVIEW_CHARS = 600;

export function CorrespondencePanel() {
  const view = useClaimView();
  const [filter, setFilter] = useState<CorrespondenceFilter>(NO_FILTER);
  const all = [...view.claim.correspondence].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const messages = all.filter((m) => matchesFilter(view.claim, m, filter) || view.isFlashed(sourceKey('msg', m.id)));
  const filtered = isFiltered(filter);
  const summary = filtered
    ? `${messages.length} of ${plural(all.length, 'message')} shown`
    : `${plural(all.length, 'message')}${all.length > 1 ? ', newest first' : ''}`;

  return (
    <Panel name="correspondence" summary={summary}>
      {all.length === 0 ? (
        <Empty>No correspondence on this claim yet.</Empty>
      ) : (
        <>
          {all.length > 1 && <Filters filter={filter} onChange={setFilter} />}
          {messages.length === 0 ? (
            <Empty>No message matches these filters.</Empty>
          ) : (
            <ol className="messages">
              {messages.map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ol>
          )}
        </>
      )}
    </Panel>
  );
}

function Filters({ filter, onChange }: { filter: CorrespondenceFilter; onChange: (f: CorrespondenceFilter) => void }) {
  const { claim } = useClaimView();
  const choices = filterChoices(claim);
  const id = useId();
  const set = (patch: Partial<CorrespondenceFilter>) => onChange({ ...filter, ...patch });
  return (
    <form className="correspondence-filters" aria-label="Filter the correspondence" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-find`}>
        Find
        <input id={`${id}-find`} type="search" value={filter.find} placeholder="Words in the messages" onChange={(e) => set({ find: e.target.value })} />
      </label>
      <label htmlFor={`${id}-direction`}>
        Direction
        <select id={`${id}-direction`} value={filter.direction} onChange={(e) => set({ direction: e.target.value })}>
          <option value="">All</option>
          {choices.directions.map((d) => (
            <option key={d} value={d}>
              {codeLabel(d)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-party`}>
        Party
        <select id={`${id}-party`} value={filter.partyId} onChange={(e) => set({ partyId: e.target.value })}>
          <option value="">All</option>
          {choices.parties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-channel`}>
        Channel
        <select id={`${id}-channel`} value={filter.channel} onChange={(e) => set({ channel: e.target.value })}>
          <option value="">All</option>
          {choices.channels.map((c) => (
            <option key={c} value={c}>
              {codeLabel(c)}
            </option>
          ))}
        </select>
      </label>
      {isFiltered(filter) && (
        <button type="button" className="button small" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </button>
      )}
    </form>
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

  return (
    <li className={`message source direction-${message.direction}`} {...sourceProps(view, key)}>
      <p className="message-meta">
        <span className={`badge direction-${message.direction}`}>{codeLabel(message.direction)}</span>
        <span className="badge">{codeLabel(message.channel)}</span>
        <time dateTime={message.at}>{formatDateTime(message.at)}</time>
        <span className="muted message-parties">{fromAndTo(view.claim, message)}</span>
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

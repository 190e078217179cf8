/**
 * Above a reopened conversation: how many stored messages come before those shown, and the
 * button that reads the page before (or tries again when reading failed).
 */
import { plural } from '@claims/shared/plural';
import type { EarlierStatus } from '../chat/use-chat';

export interface EarlierMessagesProps {
  count: number;
  status: EarlierStatus;
  onShow: (() => void) | undefined;
}

export function EarlierMessages({ count, status, onShow }: EarlierMessagesProps) {
  if (status.state === 'failed') {
    return (
      <div className="earlier" role="alert">
        <p>Could not load the earlier messages: {status.message}</p>
        {onShow && (
          <button type="button" className="button small" onClick={onShow}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (count === 0) return null;
  const loading = status.state === 'loading';
  return (
    <div className="earlier" data-earlier={count}>
      {/* Not disabled while loading: the button keeps keyboard focus for the next page. */}
      <button type="button" className="button small" aria-disabled={loading || undefined} onClick={loading ? undefined : onShow}>
        {loading ? 'Loading earlier messages…' : 'Show earlier messages'}
      </button>
      <span className="muted">{plural(count, 'earlier message')}</span>
    </div>
  );
}

/** A few suggested questions drawn from this claim, each sent as a free question. */
import type { ClaimRecord } from '@claims/shared/claim-record';
import { demoHints } from '../chat/demo-hints';

export function DemoHints({ claim, today, busy, onAsk }: { claim: ClaimRecord; today: string; busy: boolean; onAsk: (q: string) => void }) {
  const hints = demoHints(claim, today);
  return (
    <div className="hints">
      <p className="hints-title">Try asking</p>
      <ul>
        {hints.map((hint) => (
          <li key={hint}>
            <button type="button" className="hint" aria-disabled={busy || undefined} onClick={() => !busy && onAsk(hint)}>
              {hint}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

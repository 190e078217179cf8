/**
 * One turn of the conversation: what the handler asked, the reply as it streams (text and
 * activity chips in the order they happened), and how the turn ended.
 */
import { type ReactNode, useMemo } from 'react';
import { findCapability } from '@claims/shared/capabilities';
import { groupActivities } from '../chat/activity-groups';
import type { Turn } from '../chat/conversation';
import { describeError } from '../chat/error-messages';
import { figureCheckSummary, marksByBlock } from '../chat/figure-marks';
import type { CitationKind } from '@claims/shared/citations';
import type { DescribeSource } from '../render/render-reply';
import { ActivityChip } from './ActivityChip';
import { ReplyText } from './ReplyText';
import { UsageNote } from './UsageNote';

export interface TurnViewProps {
  turn: Turn;
  describeSource: DescribeSource;
  onCite: (kind: CitationKind, id: string) => void;
  onRetry: (turn: Turn) => void;
  canRetry: boolean;
  /** What a finished answer offers (copy, feedback), under it. */
  actions?: ReactNode;
}

export function TurnView({ turn, describeSource, onCite, onRetry, canRetry, actions }: TurnViewProps) {
  const capability = turn.capability ? findCapability(turn.capability) : undefined;
  const streaming = turn.status === 'streaming';
  const friendly = turn.error ? describeError(turn.error.code, turn.error.message, turn.error.retryable) : null;
  const marks = useMemo(() => marksByBlock(turn.blocks, turn.verification), [turn.blocks, turn.verification]);
  const figureNote = figureCheckSummary(turn.verification);

  return (
    <li className="turn" data-turn-status={turn.status}>
      <div className="turn-user">
        <span className="visually-hidden">You: </span>
        {capability && <span className="badge capability">{capability.label}</span>}
        <p>{turn.message}</p>
      </div>
      <div className="turn-reply" aria-live="polite" aria-busy={streaming}>
        <span className="visually-hidden">Assistant: </span>
        {/* Blocks are only ever appended, so their place is a stable key (a tool-call id need not be unique); the same chip in a row shows once, with a count. */}
        {groupActivities(turn.blocks).map((block) =>
          block.kind === 'activity' ? (
            <ActivityChip key={`activity-${block.index}`} activity={block.activity} count={block.count} />
          ) : (
            <ReplyText key={`text-${block.index}`} text={block.text} describeSource={describeSource} onCite={onCite} unverified={marks[block.index]} />
          ),
        )}
        {streaming && turn.blocks.length === 0 && <p className="thinking">Working on it…</p>}
      </div>
      {figureNote && (
        <p className="figure-check" data-unverified={turn.verification?.unverified.length ?? 0}>
          {figureNote}
        </p>
      )}
      {actions && <div className="turn-actions">{actions}</div>}
      {turn.status === 'stopped' && (
        <p className="turn-note" data-stopped>
          Stopped. {turn.blocks.length > 0 ? 'The reply above is incomplete.' : 'No reply was written.'}
        </p>
      )}
      {friendly && (
        <div className="turn-error" role="alert" data-error-code={turn.error?.code}>
          <p>{friendly.message}</p>
          {friendly.retryable && (
            <button type="button" className="button small" onClick={() => onRetry(turn)} disabled={!canRetry}>
              Retry
            </button>
          )}
        </div>
      )}
      {/* Offline turns spend no tokens; a row of zeros would only be noise. */}
      {turn.usage && !streaming && turn.usage.inputTokens + turn.usage.outputTokens > 0 && <UsageNote usage={turn.usage} />}
    </li>
  );
}

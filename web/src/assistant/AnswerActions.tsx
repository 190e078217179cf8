/** What a finished answer offers under it: copy, and feedback. Nothing while it streams or when it failed. */
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { FeedbackEntry } from '@claims/shared/feedback';
import { replyText, type Turn } from '../chat/conversation';
import { CopyAnswer } from './CopyAnswer';
import { FeedbackControls } from './FeedbackControls';

export interface AnswerActionsProps {
  turn: Turn;
  claim: ClaimRecord;
  conversationId: string | null;
  given: ReadonlyMap<string, FeedbackEntry>;
}

export function AnswerActions({ turn, claim, conversationId, given }: AnswerActionsProps) {
  const text = replyText(turn);
  if (turn.status !== 'done' || !turn.messageId || !conversationId || text.trim() === '') return null;
  const mine = given.get(turn.messageId);
  return (
    <>
      <CopyAnswer text={text} claim={claim} />
      {/* Remounted when earlier feedback arrives, so the controls start from it. */}
      <FeedbackControls key={`${turn.messageId}:${mine?.givenAt ?? ''}`} messageId={turn.messageId} conversationId={conversationId} given={mine} />
    </>
  );
}

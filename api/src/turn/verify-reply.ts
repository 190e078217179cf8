/**
 * The figure check of one finished reply (verification/check-figures.ts), with the turn's own
 * sources: the tool results the model was given, its instructions (today's date, the rules'
 * periods and caps) and the handler's message. Offline replies are the tools' words unedited, so
 * their figures are counted and none is questioned.
 */
import type { ClaimRecord, Verification } from '@claims/shared';
import { checkFigures } from '../verification/check-figures';
import { findFigures } from '../verification/figure-mentions';
import { turnFigures } from '../verification/known-figures';

export interface ReplyToVerify {
  claim: ClaimRecord;
  /** `YYYY-MM-DD`. */
  today: string;
  text: string;
  /** The tool results, the system prompt's parts and the handler's message. */
  sources: readonly string[];
  /** No model wrote it: the reply is the tools' own output. */
  offline: boolean;
}

export function verifyReply(reply: ReplyToVerify): Verification {
  if (reply.offline) return { checked: findFigures(reply.text).length, unverified: [] };
  return checkFigures({ answer: reply.text, known: turnFigures(reply.claim, reply.sources), today: reply.today });
}

/**
 * The last round of a turn that has used its tool rounds or its tool calls: the model is asked
 * for its answer, with the tools still described (the conversation holds calls) but none
 * callable, and told why. Without it the turn ended in an error, and everything the tools had
 * found was lost to the handler.
 */
import type { ModelMessage, ModelRequest } from '../providers/types';

export const FINAL_ROUND_NOTE = '[No more tools can be used in this turn. Answer now from what you have found, and say plainly what you could not check.]';

export function finalRoundRequest(request: ModelRequest, messages: ModelMessage[]): ModelRequest {
  return { ...request, messages: [...messages, { role: 'user', text: FINAL_ROUND_NOTE }], toolChoice: 'none' };
}

/** The result of a call made after the turn's tool calls ran out. */
export const notRunResult = (maxToolCalls: number): string =>
  `Tool failed: not run, as this turn has used its limit of ${maxToolCalls} tool calls. Answer from the results you have.`;

import { describe, expect, it } from 'vitest';
import { request } from '../../test/support/provider-contract-tests';
import type { ModelMessage } from '../providers/types';
import { FINAL_ROUND_NOTE, finalRoundRequest, notRunResult } from './final-round';

describe('finalRoundRequest', () => {
  it('keeps the tools described, lets none be called, and says why after the last results', () => {
    const messages: ModelMessage[] = [
      { role: 'user', text: 'How long has it been open?' },
      { role: 'assistant', text: '', toolCalls: [{ id: 'c1', name: 'claim_metrics', input: {} }] },
      { role: 'tool', results: [{ callId: 'c1', content: '{"daysOpen":40}', isError: false }] },
    ];
    const base = request();
    const final = finalRoundRequest(base, messages);
    expect(final.tools).toBe(base.tools);
    expect(final.toolChoice).toBe('none');
    expect(final.messages).toEqual([...messages, { role: 'user', text: FINAL_ROUND_NOTE }]);
    // The turn's own history is left as it was.
    expect(messages).toHaveLength(3);
  });

  it('words a call over the bound as a failed tool the model can read', () => {
    expect(notRunResult(32)).toMatch(/^Tool failed: .*limit of 32 tool calls/);
  });
});

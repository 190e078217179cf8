import { CAPABILITY_IDS } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { allTools } from '../capabilities/all-tools';
import { TODAY, document, makeClaim } from '../../test/support/test-fixtures';
import { PROMPT_TOKEN_BUDGET, estimateTokens, measurePrompt } from './prompt-size';
import { buildSystemPrompt } from './system-prompt';

// The largest case: every tool offered, and a handler name and team at their longest.
const claim = makeClaim({
  handler: { name: 'N'.repeat(300), team: 'T'.repeat(300) },
  documents: [document('d1', 'Estimate.')],
});
const tools = allTools({ canActOnScreen: true }).map((t) => t.definition);

describe('prompt size', () => {
  it('estimates four characters to a token, rounding up', () => {
    expect(estimateTokens(0)).toBe(0);
    expect(estimateTokens(4)).toBe(1);
    expect(estimateTokens(5)).toBe(2);
  });

  it.each([...CAPABILITY_IDS, null])('system prompt and tools stay under budget for %s', (capability) => {
    const system = buildSystemPrompt({ claim, capability, today: TODAY, canActOnScreen: true });
    const size = measurePrompt(system, tools);
    expect(size.toolChars).toBeGreaterThan(0);
    expect(size.estimatedTokens).toBeLessThan(PROMPT_TOKEN_BUDGET);
  });
});

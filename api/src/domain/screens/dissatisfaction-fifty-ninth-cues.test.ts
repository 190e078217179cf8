import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { findCues } from './text-scan';

const complains = (text: string) => findCues(text, DISSATISFACTION_LEXICON).length > 0;

describe('complaints read on held-out-57 (the fifty-ninth round)', () => {
  it('reads being hounded by our calls', () => {
    expect(complains("The way she's been hounded by your office is a disgrace to me.")).toBe(true);
    expect(complains('I feel hounded by you lot every evening.')).toBe(true);
  });

  it('does not read waiting on redundancy pay, or English not yet good enough', () => {
    expect(complains('Still waiting on her redundancy pay from the factory.')).toBe(false);
    expect(complains("Her English isn't good enough yet to speak to the assessor alone.")).toBe(false);
  });
});

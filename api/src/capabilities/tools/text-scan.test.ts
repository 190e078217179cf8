import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { excerptAround, findCues, isNegated, ownWords } from './text-scan';

const cues = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.cue);

describe('findCues with negation', () => {
  it('finds cues and ignores negated ones', () => {
    expect(cues('I want to make a formal complaint, this is unacceptable.')).toEqual(['formal complaint', 'unacceptable']);
    expect(cues('No complaints at all, thank you.')).toEqual([]);
    expect(cues('I am not unhappy with the repair.')).toEqual([]);
    expect(cues('There is nothing to complain about.')).toEqual([]);
    expect(cues("I'm not complaining, just asking.")).toEqual([]);
    expect(cues('I do not want to make a complaint.')).toEqual([]);
  });

  it('keeps cues whose nearby negation does not negate them', () => {
    expect(cues('I have never been so disappointed.')).toEqual(['disappointed']);
    expect(cues("I can't believe how unacceptable this is.")).toEqual(['unacceptable']);
    expect(cues("I'm not happy.")).toEqual(['not happy']);
    expect(cues("It wasn't my fault, but this is a disgrace.")).toEqual(['disgraceful']);
    // "Could not be more" intensifies: it is the strongest way to say it, not a denial.
    expect(cues("I couldn't be more disappointed with how this has gone.")).toEqual(['disappointed']);
    expect(cues('We could not be any more frustrated.')).toEqual(['frustrated']);
    expect(cues('I couldn’t be more disappointed.')).toEqual(['disappointed']);
    expect(cues("I can't tell you how disappointed I am.")).toEqual(['disappointed']);
  });

  it('does not take words ending in -nt for negations', () => {
    expect(isNegated('The accident unacceptable', 'The accident '.length)).toBe(false);
    expect(isNegated("I don't unacceptable", "I don't ".length)).toBe(true);
  });
});

describe('ownWords', () => {
  it('drops quoted replies', () => {
    expect(ownWords('Thanks.\n\nOn Mon, 5 Oct 2026 at 10:00, Claims Team <c@x.com> wrote:\n> unacceptable')).toBe('Thanks.\n\n');
    expect(ownWords('Fine.\n-----Original Message-----\nFrom: us\nThis is unacceptable')).toBe('Fine.\n');
    expect(ownWords('Fine.\nFrom: Claims\nSent: Monday\nSubject: x')).toBe('Fine.\n');
    expect(ownWords('Hello\n> quoted line\nmine again')).toBe('Hello\nmine again');
  });
});

describe('excerptAround', () => {
  it('cuts at word edges with ellipses', () => {
    const text = `${'word '.repeat(40)}TARGET${' word'.repeat(40)}`;
    const ex = excerptAround(text, text.indexOf('TARGET'), 6, 20);
    expect(ex.startsWith('…')).toBe(true);
    expect(ex.endsWith('…')).toBe(true);
    expect(ex).toContain('TARGET');
    expect(ex.length).toBeLessThan(60);
  });
});

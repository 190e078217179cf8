import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../test/screens-corpus/corpus';
import { eachCueMatch } from './cue-scan';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { lexicon, type Lexicon } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

/** What the pre-tested scan reports, as "cue:index:words" in a fixed order. */
function scanned<Tag>(text: string, lex: Lexicon<Tag>): string[] {
  const out: string[] = [];
  eachCueMatch(text, lex.patterns, lex.scan, (cue, index, words) => out.push(`${cue}:${index}:${words}`));
  return out.sort();
}

/** The same from a global search of each pattern over the whole text. */
function searchedWhole<Tag>(text: string, lex: Lexicon<Tag>): string[] {
  return lex.patterns
    .flatMap(({ regex, first }) => Array.from(text.matchAll(regex), (m) => `${first + m.findIndex((g, k) => k > 0 && g !== undefined) - 1}:${m.index}:${m[0]}`))
    .sort();
}

const sameAsWholeSearch = <Tag>(lex: Lexicon<Tag>, text: string) => expect(scanned(text, lex)).toEqual(searchedWhole(text, lex));

describe('eachCueMatch', () => {
  it('finds what a search of the whole text finds, on every corpus text, for both lexicons', () => {
    const texts = Object.values(loadCorpus()).flat();
    for (const { text } of texts) {
      sameAsWholeSearch(VULNERABILITY_LEXICON, text);
      sameAsWholeSearch(DISSATISFACTION_LEXICON, text);
    }
    expect(texts.length).toBeGreaterThan(1000);
    // The reference search is slow by design and the corpus grows by a set a round: this is a
    // test of sameness, not of speed (npm run bench times the screens). 40 s alone on 35,000 texts,
    // near 60 s beside other work: the bound leaves room for a busy machine.
  }, 180_000);

  it('finds cues at the start and end of a text, after punctuation, in capitals and with curly apostrophes', () => {
    const texts = [
      'Formal complaint.',
      'I want to make a FORMAL COMPLAINT',
      '"Unacceptable!" she said; (disgusted) — and I CAN’T COPE, can\'t afford £20 a week for food',
      'He’s suicidal.Dementia,depression;anxiety',
      '12 weeks pregnant and living on £40 a week for food',
      'umpteenth time: 3rd time I have called',
    ];
    for (const text of texts) {
      sameAsWholeSearch(VULNERABILITY_LEXICON, text);
      sameAsWholeSearch(DISSATISFACTION_LEXICON, text);
    }
    expect(scanned(texts[0]!, DISSATISFACTION_LEXICON).length).toBeGreaterThan(0);
  });

  it('is not fooled by letters that fold to ASCII elsewhere (Kelvin sign, long s, dotted capital I)', () => {
    for (const text of ['\u212Aill myself', 'ſuicidal', 'İn hospital', 'suicidal\u212A', 'in hospİtal', 'x\u212A in hospital']) {
      sameAsWholeSearch(VULNERABILITY_LEXICON, text);
    }
  });

  it('hides what a pattern overlaps within itself but not across patterns, as a global search does', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ cue: `filler ${i}`, pattern: `zz${i}zz`, tag: i }));
    const lex = lexicon([
      { cue: 'formal complaint', pattern: 'formal complaint', tag: 100 },
      { cue: 'a formal', pattern: 'a formal', tag: 300 },
      ...many,
      { cue: 'complaint', pattern: 'complaint', tag: 200 },
      { cue: 'complaint logged', pattern: 'complaint logged', tag: 400 },
    ]);
    const text = 'I want a formal complaint logged, a formal complaint logged.';
    sameAsWholeSearch(lex, text);
    // "a formal" hides "formal complaint" in the first pattern; "complaint" comes first in the second.
    expect(scanned(text, lex)).toEqual(['14:16:complaint', '14:43:complaint', '1:34:a formal', '1:7:a formal']);
  });

  it('searches the whole text for a pattern with a cue that could begin anywhere', () => {
    const lex = lexicon([
      { cue: 'any word then sorry', pattern: '\\w+ sorry', tag: 1 },
      { cue: 'sorry', pattern: 'sorry', tag: 2 },
    ]);
    expect(lex.scan.whole).toEqual([0]);
    sameAsWholeSearch(lex, 'I am so sorry, really sorry.');
    expect(scanned('I am so sorry, really sorry.', lex)).toEqual(['0:15:really sorry', '0:5:so sorry']);
  });
});

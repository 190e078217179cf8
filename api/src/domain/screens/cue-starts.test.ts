import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../test/screens-corpus/corpus';
import { CASELESS, cueStarts } from './cue-starts';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { apostrophes } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

const sorted = (source: string) => cueStarts(source, 3)?.sort();

describe('cueStarts', () => {
  it('reads the first letters of literals, alternatives and optional words, in lower case', () => {
    expect(sorted('\\b(?:in hospital|ICU)\\b')).toEqual(['icu', 'in ']);
    expect(sorted('(?:a )?bad heart')).toEqual(['a b', 'bad']);
    expect(sorted('op|PTSD')).toEqual(['op', 'pts']);
    expect(sorted('(?:have|has) (?:a )?x')).toEqual(['has', 'hav']);
  });

  it('skips lookarounds and boundaries, which match no letters', () => {
    expect(sorted('(?<!roller |venetian )blind(?!s)')).toEqual(['bli']);
    expect(sorted('(?=\\s*$)\\bend')).toEqual(['end']);
  });

  it('spells out small classes and digits, and stops at a repeat', () => {
    expect(sorted('[sz]ed')).toEqual(['sed', 'zed']);
    expect(sorted("can['’]?t")).toEqual(['can']);
    expect(sorted("['’]s not")).toEqual(["'s ", '’s ']);
    expect(sorted('£\\d+ a week')).toEqual(['£0', '£1', '£2', '£3', '£4', '£5', '£6', '£7', '£8', '£9']);
    expect(sorted('ab+c')).toEqual(['ab']);
    expect(sorted('x{2}y')).toEqual(['x']);
  });

  it('knows no beginning for a pattern that could start with anything', () => {
    expect(cueStarts('.foo')).toBeUndefined();
    expect(cueStarts('\\w+ foo')).toBeUndefined();
    expect(cueStarts('[^a]b')).toBeUndefined();
    expect(cueStarts('[a-z]b')).toBeUndefined();
    expect(cueStarts('(?:x|)y')).toEqual(['xy', 'y']);
    expect(sorted('in hospital')).toEqual(['in ']);
    expect(cueStarts('in hospital')).toEqual(['in hos']);
    expect(cueStarts('in hospital', 4)).toEqual(['in h']);
    expect(cueStarts('x?')).toBeUndefined();
    // 6^6 beginnings six letters long are too many to pre-test; 6^4, four letters long, are not.
    const sixWays = cueStarts('[abcdef]'.repeat(6));
    expect(sixWays).toHaveLength(1296);
    expect(new Set(sixWays?.map((s) => s.length))).toEqual(new Set([4]));
    // "é" has another case, "ſ" folds to "s" under some flags: neither is compared as written.
    expect(cueStarts('étude')).toBeUndefined();
    expect(cueStarts('ſ')).toBeUndefined();
    expect(cueStarts('(unclosed')).toBeUndefined();
  });

  it('treats the characters it compares as written as having no other case', () => {
    // Every UTF-16 code unit, so a case-insensitive search for one of them finds it and nothing else.
    const everyUnit = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i)).join('');
    for (const ch of CASELESS) expect([...everyUnit.matchAll(new RegExp(ch, 'gi'))].map((m) => m.index)).toEqual([ch.charCodeAt(0)]);
    // And an ASCII letter matches only its two cases, not the Kelvin sign or the long s.
    for (const ch of 'ks') expect(everyUnit.match(new RegExp(ch, 'gi'))).toEqual([ch.toUpperCase(), ch]);
  });

  // Every cue over every corpus text: about 4 s when written, 46 to 60 s on two cores with 44,000
  // texts, and it grows with the corpus; the limit only stops a hang, speed is npm run bench's.
  it('gives every cue of both lexicons beginnings that each of its matches in the corpus starts with', { timeout: 300_000 }, () => {
    const texts = Object.values(loadCorpus())
      .flat()
      .map((t) => t.text);
    for (const lex of [VULNERABILITY_LEXICON, DISSATISFACTION_LEXICON]) {
      for (const cue of lex.cues) {
        const source = `\\b(?:${apostrophes(cue.pattern)})\\b`;
        const starts = cueStarts(source);
        expect(starts, cue.cue).toBeDefined();
        const regex = new RegExp(source, 'gi');
        for (const text of texts) {
          for (const m of text.matchAll(regex)) {
            const folded = m[0].replace(/[A-Z]/g, (c) => c.toLowerCase());
            expect(
              starts!.some((s) => folded.startsWith(s)),
              `${cue.cue}: "${m[0]}"`,
            ).toBe(true);
          }
        }
      }
    }
  });
});

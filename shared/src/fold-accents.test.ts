import { describe, expect, it } from 'vitest';
import { foldAccents, foldForMatching } from './fold-accents';

describe('foldAccents', () => {
  it('drops accents from Latin letters and keeps the length', () => {
    const text = 'Siân Öztürk, José Ñúñez, Ærøskøbing, Łódź, Nguyễn';
    const folded = foldAccents(text);
    expect(folded).toBe('Sian Ozturk, Jose Nunez, Ærøskøbing, Łodz, Nguyen');
    expect(folded.length).toBe(text.length);
  });

  it('keeps letters of other scripts, which are distinct letters there', () => {
    expect(foldAccents('Андрей Ελένη')).toBe('Андрей Ελένη');
  });
});

describe('foldForMatching', () => {
  it('lower-cases and folds accents typed either precomposed or as a separate mark', () => {
    expect(foldForMatching('SIÂN')).toBe('sian');
    expect(foldForMatching('Jose\u0301')).toBe('jose');
    expect(foldForMatching('José')).toBe(foldForMatching('Jose\u0301'));
  });
});

import { describe, expect, it } from 'vitest';
import { readerFeatures, readerWords } from './reader-features';

describe('readerWords', () => {
  it('lower-cases, stems and drops possessives and curly apostrophes', () => {
    expect(readerWords('Struggling to cope since Mum’s funeral')).toEqual(['struggl', 'to', 'cope', 'sinc', 'mum', 'funer']);
    expect(readerWords('she struggles')).toEqual(['she', 'struggl']);
  });

  it('keeps contractions as one word', () => {
    expect(readerWords("I can't cope")).toEqual(['i', 'cant', 'cope']);
  });
});

describe('readerFeatures', () => {
  it('gives each word and each neighbouring pair once', () => {
    expect(readerFeatures('low low mood')).toEqual(['low', 'mood', 'low low', 'low mood']);
  });

  it('gives nothing for a text without words', () => {
    expect(readerFeatures(' -- ')).toEqual([]);
  });
});

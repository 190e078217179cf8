import { describe, expect, it } from 'vitest';
import { readerFeatures, readerWords } from './reader-features';

describe('readerWords', () => {
  it('lower-cases, stems and drops possessives and curly apostrophes', () => {
    expect(readerWords('Struggling to cope since Mum’s funeral')).toEqual(['struggl', 'to', 'cope', 'sinc', 'mum', 'funer']);
    expect(readerWords('she struggles')).toEqual(['she', 'struggl']);
  });

  it('keeps contractions as one word', () => {
    expect(readerWords("I'm fine")).toEqual(['im', 'fine']);
  });

  it('marks the words a negation reaches, up to three and within the clause', () => {
    expect(readerWords("I can't cope")).toEqual(['i', 'cant', 'not_cope']);
    expect(readerWords('No complaints from me, and I am not unhappy.')).toEqual([
      'no',
      'not_complaint',
      'not_from',
      'not_me',
      'and',
      'i',
      'am',
      'not',
      'not_unhappi',
    ]);
    expect(readerWords('not one two three four')).toEqual(['not', 'not_on', 'not_two', 'not_three', 'four']);
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

describe('a date in figures (the seventy-fourth round)', () => {
  it('reads the same whatever the date, so moving a claim in time does not move a reading', () => {
    expect(readerFeatures('Put both points to him at the 05/01 interview, estimate dated 16.12.26.')).toEqual(
      readerFeatures('Put both points to him at the 01/12 interview, estimate dated 11.11.26.'),
    );
  });

  it('keeps other numbers as they are', () => {
    expect(readerWords('She rang 999 and her sugar was 19')).toEqual(['she', 'rang', '999', 'and', 'her', 'sugar', 'wa', '19']);
  });
});

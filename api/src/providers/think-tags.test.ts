import { describe, expect, it } from 'vitest';
import { createThinkTagFilter } from './think-tags';

const filtered = (deltas: string[]): string => {
  const filter = createThinkTagFilter();
  return deltas.map((delta) => filter.push(delta)).join('') + filter.flush();
};

describe('createThinkTagFilter', () => {
  it('takes out a thinking block that opens the content, however the deltas split it', () => {
    expect(filtered(['<think>\nThe handler wants', ' the excess.</think>\n\n', 'The excess is £250.'])).toBe('The excess is £250.');
    expect(filtered(['\n<th', 'ink>Hmm.</th', 'ink>', 'The excess', ' is £250.'])).toBe('The excess is £250.');
  });

  it('drops the blank lines after the block when they come as deltas of their own, as a server streaming token by token sends them', () => {
    expect(filtered(['<think>', 'Hmm.', '</think>', '\n\n', 'The excess', ' is £250.'])).toBe('The excess is £250.');
    expect(filtered(['<think>Hmm.</think>', '\n', ' \n', 'The excess\n\nis £250.'])).toBe('The excess\n\nis £250.');
    expect(filtered(['<think>Hmm.</think>', '\n\n'])).toBe('');
  });

  it('leaves an answer alone that does not open with the tag, or only mentions it', () => {
    expect(filtered(['The excess is £250.'])).toBe('The excess is £250.');
    expect(filtered(['<', 'b>£250</b>'])).toBe('<b>£250</b>');
    expect(filtered(['Models write <think> blocks.'])).toBe('Models write <think> blocks.');
    expect(filtered(['<th'])).toBe('<th');
  });

  it('shows nothing of thinking that never closes', () => {
    expect(filtered(['<think>Still weighing the offers'])).toBe('');
  });

  it('passes text through as it comes once the answer has begun', () => {
    const filter = createThinkTagFilter();
    expect(filter.push('<think>x</think>First')).toBe('First');
    expect(filter.push(' second')).toBe(' second');
  });
});

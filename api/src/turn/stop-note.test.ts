import { describe, expect, it } from 'vitest';
import { asParagraph, DECLINED_NOTE, OUTPUT_LIMIT_NOTE, stopNote } from './stop-note';

describe('stopNote', () => {
  it('explains a reply cut off at the output limit, or declined, and nothing else', () => {
    expect(stopNote('max_tokens')).toBe(OUTPUT_LIMIT_NOTE);
    expect(stopNote('refusal')).toBe(DECLINED_NOTE);
    expect(stopNote('end_turn')).toBeUndefined();
    expect(stopNote('tool_use')).toBeUndefined();
    expect(stopNote('other')).toBeUndefined();
  });
});

describe('asParagraph', () => {
  it('starts a new paragraph after what came before, whatever it ended with', () => {
    expect(asParagraph('', 'Note')).toBe('Note');
    expect(asParagraph('Cut off mid', 'Note')).toBe('\n\nNote');
    expect(asParagraph('A line\n', 'Note')).toBe('\nNote');
    expect(asParagraph('A paragraph\n\n', 'Note')).toBe('Note');
  });
});

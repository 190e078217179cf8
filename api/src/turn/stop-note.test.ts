import { describe, expect, it } from 'vitest';
import { asParagraph, DECLINED_NOTE, NO_ANSWER_NOTE, OUTPUT_LIMIT_NOTE, stopNote } from './stop-note';

describe('stopNote', () => {
  it('explains a reply cut off at the output limit, or declined, and nothing else', () => {
    expect(stopNote('max_tokens', 'An answer')).toBe(OUTPUT_LIMIT_NOTE);
    expect(stopNote('refusal', 'An answer')).toBe(DECLINED_NOTE);
    expect(stopNote('end_turn', 'An answer')).toBeUndefined();
    expect(stopNote('tool_use', 'An answer')).toBeUndefined();
    expect(stopNote('other', 'An answer')).toBeUndefined();
  });

  it('says so when a turn ends with nothing written, rather than leaving an empty reply', () => {
    expect(stopNote('end_turn', '')).toBe(NO_ANSWER_NOTE);
    expect(stopNote('end_turn', ' \n\n')).toBe(NO_ANSWER_NOTE);
    expect(stopNote('max_tokens', '')).toBe(OUTPUT_LIMIT_NOTE);
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

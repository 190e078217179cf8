import { describe, expect, it } from 'vitest';
import { EARLIER_TURNS_NOTE, historyToModelMessages, INTERRUPTED_NOTE } from './history';
import { DECLINED_NOTE } from './stop-note';

const turn = (user: string, assistant: string, status = 'complete') => [
  { role: 'user' as const, text: user, status: 'complete' },
  { role: 'assistant' as const, text: assistant, status },
];

describe('replayed history', () => {
  it('alternates roles, ending with the new message', () => {
    const messages = historyToModelMessages([...turn('Q1', 'A1'), ...turn('Q2', 'A2')], 'Q3');
    expect(messages.map((m) => [m.role, 'text' in m ? m.text : ''])).toEqual([
      ['user', 'Q1'],
      ['assistant', 'A1'],
      ['user', 'Q2'],
      ['assistant', 'A2'],
      ['user', 'Q3'],
    ]);
  });

  it('marks an interrupted reply and fills an empty one, so roles still alternate', () => {
    const messages = historyToModelMessages([...turn('Q1', 'Half an ans', 'interrupted'), ...turn('Q2', '', 'interrupted')], 'Q3');
    expect(messages.map((m) => ('text' in m ? m.text : ''))).toEqual(['Q1', `Half an ans\n\n${INTERRUPTED_NOTE}`, 'Q2', INTERRUPTED_NOTE, 'Q3']);
  });

  it('replays only the most recent turns of a long conversation, starting at a question', () => {
    const long = Array.from({ length: 30 }, (_, i) => turn(`Q${i} ${'x'.repeat(900)}`, `A${i} ${'y'.repeat(900)}`)).flat();
    const messages = historyToModelMessages(long, 'Last', 10_000);
    const texts = messages.map((m) => ('text' in m ? m.text : ''));
    // The note and the first kept question are one user message, so roles still alternate.
    expect(texts[0]?.startsWith(`${EARLIER_TURNS_NOTE}\n\nQ25 `)).toBe(true);
    expect(messages.map((m) => m.role).slice(0, 2)).toEqual(['user', 'assistant']);
    expect(texts.at(-1)).toBe('Last');
    expect(texts.join('').length).toBeLessThan(12_000);
  });

  it('never replays a reply that is only whitespace, which Anthropic rejects for ever after', () => {
    // Claude can answer "\n\n" before a tool call and nothing after its results.
    const messages = historyToModelMessages([...turn('Q1', '\n\n'), ...turn('Q2', ' \t', 'interrupted')], 'Q3');
    for (const message of messages) expect('text' in message && message.text.trim()).toBeTruthy();
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
  });

  it('leaves out a declined question and its reply: Anthropic goes on refusing while the turn that drew a refusal is replayed', () => {
    const messages = historyToModelMessages(
      [...turn('Q1', 'A1'), ...turn('Q2', `Partly\n\n${DECLINED_NOTE}`), ...turn('Q3', DECLINED_NOTE), ...turn('Q4', 'A4')],
      'Q5',
    );
    expect(messages.map((m) => [m.role, 'text' in m ? m.text : ''])).toEqual([
      ['user', 'Q1'],
      ['assistant', 'A1'],
      ['user', 'Q4'],
      ['assistant', 'A4'],
      ['user', 'Q5'],
    ]);
  });
});

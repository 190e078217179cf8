/**
 * Hides a reasoning model's thinking when an OpenAI-compatible server leaves it in the answer as
 * `<think>…</think>` (vLLM without a reasoning parser, llama.cpp with `--reasoning-format none`,
 * older Ollama): only a block that opens the round's content is taken out, so an answer that
 * merely mentions the tag is left alone. Works on deltas as they stream, holding back only what
 * could still turn out to be the tag.
 */
const OPEN = '<think>';
const CLOSE = '</think>';

export interface ThinkTagFilter {
  /** The part of `delta` to show, now. */
  push(delta: string): string;
  /** What is still held back when the content ends. */
  flush(): string;
}

export function createThinkTagFilter(): ThinkTagFilter {
  // 'closed': the block has ended and only blank space has come since.
  let state: 'start' | 'thinking' | 'closed' | 'answer' = 'start';
  let held = '';
  const release = (): string => {
    state = 'answer';
    const out = held;
    held = '';
    return out;
  };
  return {
    push(delta) {
      if (state === 'answer') return delta;
      if (state === 'closed') {
        // A server streaming token by token sends the blank lines after the block on their own.
        const shown = delta.trimStart();
        if (shown !== '') state = 'answer';
        return shown;
      }
      held += delta;
      if (state === 'start') {
        const lead = held.trimStart();
        if (lead.length < OPEN.length) return OPEN.startsWith(lead) ? '' : release();
        if (!lead.startsWith(OPEN)) return release();
        state = 'thinking';
        held = lead.slice(OPEN.length);
      }
      const end = held.indexOf(CLOSE);
      if (end === -1) {
        // Keep only what could be the start of the closing tag.
        held = held.slice(-(CLOSE.length - 1));
        return '';
      }
      held = held.slice(end + CLOSE.length).trimStart();
      if (held === '') {
        state = 'closed';
        return '';
      }
      return release();
    },
    flush() {
      // Thinking never closed is not an answer; a lone '<th' that never became the tag is.
      return state === 'start' ? release() : '';
    },
  };
}

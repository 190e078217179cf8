/**
 * The lexicon scan with a pre-test: a pattern of a few cues is tried only at the word edges of a
 * text where one of its cues' first letters (cue-starts.ts) are written, instead of being run
 * over every character. On a large claim most texts hold none of a pattern's beginnings, or
 * hold them in a few places, so the scan costs a walk over the text plus a handful of anchored
 * tries. Every match starts at a word edge with one of those beginnings, so the matches are the
 * ones a scan of the whole text finds, in the same order.
 */

/** A pattern of the lexicon: case-insensitive and global, each cue a capturing group. */
export interface CuePattern {
  regex: RegExp;
  /** The first letters every match of the pattern begins with; undefined when it could begin anywhere. */
  starts: readonly string[] | undefined;
}

/** The patterns' beginnings as a tree of letters, and the patterns without any, which are scanned whole. */
export interface StartIndex {
  /** Per node, its children by lower-case character code; node 0 is the root. */
  children: Map<number, number>[];
  /** Per node, the patterns (as bits) with a beginning that ends at that node. */
  patterns: number[];
  /** The same patterns, anchored: tried at one position at a time. */
  anchored: RegExp[];
  /** Patterns scanned over the whole text: no beginnings known, or beyond the 32 a bitmask holds. */
  whole: number[];
  /** Per pattern, whether it has been compiled to machine code (see `compiled`). */
  ready: boolean[];
}

/**
 * V8 runs a pattern's first search as bytecode unless the text is 1,000 characters or longer,
 * and compiles it to machine code on the next. For patterns this large the bytecode compile
 * costs several times the machine-code one (cold, about 900 ms against 100 ms for the twelve
 * patterns of the vulnerability lexicon), so each pattern's first search is over a long blank.
 */
const LONG_BLANK = ' '.repeat(1000);

function compiled(index: StartIndex, i: number, regex: RegExp): RegExp {
  if (!index.ready[i]) {
    regex.lastIndex = 0;
    regex.exec(LONG_BLANK);
    index.ready[i] = true;
  }
  return regex;
}

const MAX_INDEXED = 32;

export function startIndex(patterns: readonly CuePattern[]): StartIndex {
  const index: StartIndex = { children: [new Map()], patterns: [0], anchored: [], whole: [], ready: patterns.map(() => false) };
  patterns.forEach(({ regex, starts }, i) => {
    index.anchored.push(new RegExp(regex.source, `${regex.flags.replace('g', '')}y`));
    if (starts === undefined || i >= MAX_INDEXED) {
      index.whole.push(i);
      return;
    }
    for (const start of starts) {
      let node = 0;
      for (let k = 0; k < start.length; k += 1) {
        const code = start.charCodeAt(k);
        let next = index.children[node]!.get(code);
        if (next === undefined) {
          next = index.children.length;
          index.children.push(new Map());
          index.patterns.push(0);
          index.children[node]!.set(code, next);
        }
        node = next;
      }
      index.patterns[node]! |= 1 << i;
    }
  });
  return index;
}

/** `\w` without the `u` flag: ASCII letters, digits and the underscore. */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
}

/**
 * Calls `visit` with every match of every pattern in `text`, as a global scan of each pattern
 * would find them (leftmost first, a match hiding the pattern's later overlapping ones);
 * patterns visited in no particular order. Each cue is wrapped in `\b`, so a match starts
 * where a word begins or ends.
 */
export function eachPatternMatch(text: string, patterns: readonly CuePattern[], index: StartIndex, visit: (pattern: number, m: RegExpExecArray) => void): void {
  for (const i of index.whole) {
    const regex = compiled(index, i, patterns[i]!.regex);
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      if (m[0] === '') regex.lastIndex += 1;
      visit(i, m);
    }
  }
  const { children, patterns: ending, anchored } = index;
  const root = children[0]!;
  if (root.size === 0) return;
  // Where each pattern's last match ended: a global scan resumes there.
  const resume = new Array<number>(patterns.length).fill(0);
  let wasWord = false;
  for (let at = 0; at < text.length; at += 1) {
    const first = text.charCodeAt(at);
    const isWord = isWordChar(first);
    if (isWord === wasWord) continue;
    wasWord = isWord;
    let mask = 0;
    let node = 0;
    for (let k = at; k < text.length; k += 1) {
      let code = text.charCodeAt(k);
      if (code >= 65 && code <= 90) code += 32;
      const next = children[node]!.get(code);
      if (next === undefined) break;
      node = next;
      mask |= ending[node]!;
    }
    while (mask !== 0) {
      const bit = mask & -mask;
      mask ^= bit;
      const i = 31 - Math.clz32(bit);
      if (at < resume[i]!) continue;
      const regex = compiled(index, i, anchored[i]!);
      regex.lastIndex = at;
      const m = regex.exec(text);
      if (m === null) continue;
      resume[i] = at + Math.max(1, m[0].length);
      visit(i, m);
    }
  }
}

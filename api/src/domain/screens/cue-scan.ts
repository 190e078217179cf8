/**
 * The lexicon scan with a pre-test: instead of running each pattern (a run of a few cues) over
 * every character of a text, a walk over the text stops at each word edge, looks up the letters
 * written there among the cues' first letters (cue-starts.ts), and tries only the cues that can
 * begin there, anchored at that spot. On a large claim most word edges begin no cue, so the
 * scan costs the walk plus a few short tries. Every match starts at a word edge (each cue is
 * wrapped in `\b`) with one of its cue's beginnings, and the cues of a pattern are tried in
 * their order, so the matches are the ones a global search of each pattern finds.
 */

/** A run of cues searched as one case-insensitive global pattern, each cue a capturing group. */
export interface CuePattern {
  regex: RegExp;
  /** The index of its first cue in the lexicon. */
  first: number;
}

export interface CueScan {
  /** Per cue, its source (`\b(?:…)\b`) and, made on first use, that source anchored to one position. */
  sources: readonly string[];
  anchored: (RegExp | undefined)[];
  /** Per cue, the pattern it belongs to: a match hides that pattern's later overlapping ones. */
  patternOf: readonly number[];
  /**
   * The cues' beginnings as a tree of lower-case character codes (node 0 is the root), packed:
   * node n's children are `edgeCode`/`edgeNext` from `edgeStart[n]` to `edgeStart[n + 1]`. Most
   * nodes have one to three, so a look along a short typed array costs a fraction of a Map
   * lookup, which was most of the walk's time.
   */
  edgeStart: Int32Array;
  edgeCode: Int32Array;
  edgeNext: Int32Array;
  /** The root's children by ASCII code (0 for none), the first step of every lookup. */
  firstStep: Int32Array;
  /** Per node, the cues (in lexicon order) with a beginning on the path to it; undefined for none. */
  reach: (readonly number[] | undefined)[];
  /** Patterns with a cue that could begin anywhere: searched over the whole text. */
  whole: readonly number[];
  /** Per pattern searched whole, whether it has been compiled to machine code (see `compiled`). */
  ready: boolean[];
}

/**
 * V8 runs a pattern's first search as bytecode unless the text is 1,000 characters or longer,
 * and compiles it to machine code on the next. For patterns this large the bytecode compile
 * costs several times the machine-code one (cold, about 900 ms against 100 ms for the
 * vulnerability lexicon), so each pattern's first search is over a long blank.
 */
const LONG_BLANK = ' '.repeat(1000);

function compiled(regex: RegExp): RegExp {
  regex.lastIndex = 0;
  regex.exec(LONG_BLANK);
  return regex;
}

/**
 * The scan for a lexicon: `sources` per cue, `starts` per cue (undefined where a cue could begin
 * anywhere, which puts its pattern in `whole`), `perPattern` cues to a pattern.
 */
export function cueScan(sources: readonly string[], starts: readonly (readonly string[] | undefined)[], perPattern: number): CueScan {
  const patternOf = sources.map((_, cue) => Math.floor(cue / perPattern));
  const whole = [...new Set(patternOf.filter((_, cue) => starts[cue] === undefined))];
  const children: Map<number, number>[] = [new Map()];
  const parent = [0];
  const ending: number[][] = [[]];
  starts.forEach((cueStarts, cue) => {
    if (cueStarts === undefined || whole.includes(patternOf[cue]!)) return;
    for (const start of cueStarts) {
      let node = 0;
      for (let k = 0; k < start.length; k += 1) {
        const code = start.charCodeAt(k);
        let next = children[node]!.get(code);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          parent.push(node);
          ending.push([]);
          children[node]!.set(code, next);
        }
        node = next;
      }
      ending[node]!.push(cue);
    }
  });
  // A child is made after its parent, so each node's parent is done before it.
  const reach: (readonly number[] | undefined)[] = [undefined];
  for (let node = 1; node < children.length; node += 1) {
    const cues = [...new Set([...(reach[parent[node]!] ?? []), ...ending[node]!])].sort((a, b) => a - b);
    reach.push(cues.length > 0 ? cues : undefined);
  }
  const firstStep = new Int32Array(128);
  for (const [code, node] of children[0]!) if (code < 128) firstStep[code] = node;
  const edgeStart = new Int32Array(children.length + 1);
  for (let node = 0; node < children.length; node += 1) edgeStart[node + 1] = edgeStart[node]! + children[node]!.size;
  const edgeCode = new Int32Array(edgeStart[children.length]!);
  const edgeNext = new Int32Array(edgeStart[children.length]!);
  children.forEach((edges, node) => {
    let at = edgeStart[node]!;
    for (const [code, next] of edges) {
      edgeCode[at] = code;
      edgeNext[at] = next;
      at += 1;
    }
  });
  return {
    sources,
    anchored: sources.map(() => undefined),
    patternOf,
    edgeStart,
    edgeCode,
    edgeNext,
    firstStep,
    reach,
    whole,
    ready: whole.map(() => false),
  };
}

function anchoredCue(scan: CueScan, cue: number): RegExp {
  let regex = scan.anchored[cue];
  if (regex === undefined) {
    regex = compiled(new RegExp(scan.sources[cue]!, 'iy'));
    scan.anchored[cue] = regex;
  }
  return regex;
}

/** The child of `node` along `code`, or 0 (the root, never a child) for none. */
function childOf({ edgeStart, edgeCode, edgeNext }: CueScan, node: number, code: number): number {
  for (let edge = edgeStart[node]!, end = edgeStart[node + 1]!; edge < end; edge += 1) {
    if (edgeCode[edge] === code) return edgeNext[edge]!;
  }
  return 0;
}

/** `\w` without the `u` flag: ASCII letters, digits and the underscore. */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
}

/**
 * Calls `visit` with every match in `text` of the lexicon's patterns, as a global search of each
 * pattern finds them: leftmost first, where cues overlap the one listed first, and a match
 * hiding its pattern's later overlapping ones. Matches come pattern by pattern for those
 * searched whole, then in order of position.
 */
export function eachCueMatch(text: string, patterns: readonly CuePattern[], scan: CueScan, visit: (cue: number, index: number, words: string) => void): void {
  scan.whole.forEach((p, i) => {
    const { regex, first } = patterns[p]!;
    if (!scan.ready[i]) {
      compiled(regex);
      scan.ready[i] = true;
    }
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      if (m[0] === '') regex.lastIndex += 1;
      visit(first + m.findIndex((g, k) => k > 0 && g !== undefined) - 1, m.index, m[0]);
    }
  });
  const { edgeStart, firstStep, reach, patternOf } = scan;
  if (edgeStart[1] === 0) return;
  // Per pattern, where its last match ended: a global search resumes there.
  const resume = new Array<number>(patterns.length).fill(0);
  let wasWord = false;
  for (let at = 0; at < text.length; at += 1) {
    let code = text.charCodeAt(at);
    const isWord = isWordChar(code);
    if (isWord === wasWord) continue;
    wasWord = isWord;
    if (code >= 65 && code <= 90) code += 32;
    let node = code < 128 ? firstStep[code]! : childOf(scan, 0, code);
    if (node === 0) continue;
    for (let k = at + 1; k < text.length; k += 1) {
      let then = text.charCodeAt(k);
      if (then >= 65 && then <= 90) then += 32;
      const next = childOf(scan, node, then);
      if (next === 0) break;
      node = next;
    }
    const cues = reach[node];
    if (cues === undefined) continue;
    for (const cue of cues) {
      const p = patternOf[cue]!;
      if (at < resume[p]!) continue;
      const regex = anchoredCue(scan, cue);
      regex.lastIndex = at;
      const m = regex.exec(text);
      if (m === null) continue;
      resume[p] = at + Math.max(1, m[0].length);
      visit(cue, at, m[0]);
    }
  }
}

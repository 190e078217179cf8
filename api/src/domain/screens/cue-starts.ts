/**
 * How a cue's pattern can begin: the first few letters of every match, read from the regex
 * source, so a scan can run the patterns only where one of those beginnings is written (see
 * cue-scan.ts). Reads the subset of regex syntax the lexicons use; anything it cannot read
 * for certain (a wildcard, a negated or large class, a letter with cases beyond ASCII) ends the beginning
 * there, and a pattern that could begin with anything has no beginnings.
 */

/** A beginning: its letters, lower case, and whether the pattern may go on to match more after them. */
interface Start {
  text: string;
  open: boolean;
}

/**
 * How many letters of a beginning are read: six leave few tries on common words ("the ", "have
 * "), and a deeper tree costs little to walk. A pattern with too many beginnings that long is read
 * to fewer letters, down to `MIN_START_LETTERS`.
 */
export const START_LETTERS = 6;
const MIN_START_LETTERS = 4;

/** Past this many beginnings a pattern is not worth pre-testing. */
const MAX_STARTS = 2000;

class Unreadable extends Error {
  constructor(
    message: string,
    readonly tooMany = false,
  ) {
    super(message);
  }
}

/** What a zero-width assertion (\b, ^, a lookaround) contributes: nothing, and the match goes on. */
const NOTHING: Start[] = [{ text: '', open: true }];
/** What an unreadable piece contributes: the beginning stops before it. */
const STOP: Start[] = [{ text: '', open: false }];

/**
 * Characters beyond ASCII that the cues write and that have no other case, so a
 * case-insensitive pattern matches them only as written: curly quotes, dashes, currency.
 */
export const CASELESS = new Set(['’', '‘', '“', '”', '–', '—', '£', '€']);

const DIGITS: Start[] = [...'0123456789'].map((text) => ({ text, open: true }));

/** A character as the scan compares it (ASCII letters in lower case); undefined for one with other cases beyond ASCII. */
function folded(ch: string): string | undefined {
  const code = ch.charCodeAt(0);
  if (code >= 128) return CASELESS.has(ch) ? ch : undefined;
  return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
}

function literal(ch: string): Start[] {
  const f = folded(ch);
  return f === undefined ? STOP : [{ text: f, open: true }];
}

function concat(left: Start[], right: Start[], maxLength: number): Start[] {
  const out: Start[] = [];
  for (const l of left) {
    if (!l.open) {
      out.push(l);
      continue;
    }
    for (const r of right) {
      const text = l.text + r.text;
      out.push(text.length >= maxLength ? { text: text.slice(0, maxLength), open: false } : { text, open: r.open });
    }
  }
  if (out.length > MAX_STARTS) throw new Unreadable('too many beginnings', true);
  return out;
}

const ESCAPED_CHARS: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

class Reader {
  private at = 0;
  constructor(
    private readonly source: string,
    private readonly maxLength: number,
  ) {}

  read(): Start[] {
    const starts = this.alternation();
    if (this.at !== this.source.length) throw new Unreadable(`unexpected ${this.source[this.at]}`);
    return starts;
  }

  private alternation(): Start[] {
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    return branches.flat();
  }

  private sequence(): Start[] {
    let starts = NOTHING;
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      starts = concat(starts, this.term(), this.maxLength);
    }
    return starts;
  }

  private term(): Start[] {
    const atom = this.atom();
    const quantifier = this.quantifier();
    if (!quantifier) return atom;
    // After a repeated piece the next letters may be another repetition: stop the beginning there.
    const once = quantifier.max === 1 ? atom : atom.map((s) => ({ text: s.text, open: false }));
    return quantifier.min === 0 ? [...NOTHING, ...once] : once;
  }

  private quantifier(): { min: number; max: number } | undefined {
    const ch = this.source[this.at];
    let bounds: { min: number; max: number } | undefined;
    if (ch === '?') bounds = { min: 0, max: 1 };
    else if (ch === '*') bounds = { min: 0, max: Infinity };
    else if (ch === '+') bounds = { min: 1, max: Infinity };
    else if (ch === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!m) return undefined;
      bounds = { min: Number(m[1]), max: m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity };
      this.at += m[0].length - 1;
    }
    if (!bounds) return undefined;
    this.at += 1;
    if (this.source[this.at] === '?') this.at += 1;
    return bounds;
  }

  private atom(): Start[] {
    const ch = this.source[this.at]!;
    this.at += 1;
    switch (ch) {
      case '(':
        return this.group();
      case '[':
        return this.charClass();
      case '\\':
        return this.escape();
      case '^':
      case '$':
        return NOTHING;
      case '.':
        return STOP;
      case '*':
      case '+':
      case '?':
      case '{':
        throw new Unreadable(`nothing to repeat at ${this.at - 1}`);
      default:
        return literal(ch);
    }
  }

  private group(): Start[] {
    const rest = this.source.slice(this.at);
    const kind = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(rest)?.[0] ?? '';
    this.at += kind.length;
    const inner = this.alternation();
    if (this.source[this.at] !== ')') throw new Unreadable('unclosed group');
    this.at += 1;
    // A lookaround matches no letters of its own.
    return kind === '?=' || kind === '?!' || kind === '?<=' || kind === '?<!' ? NOTHING : inner;
  }

  private escape(): Start[] {
    const ch = this.source[this.at];
    if (ch === undefined) throw new Unreadable('trailing backslash');
    this.at += 1;
    if (ch === 'b' || ch === 'B') return NOTHING;
    if (ESCAPED_CHARS[ch]) return literal(ESCAPED_CHARS[ch]);
    if (ch === 'd') return DIGITS;
    if (/[DwWsSkpPcxu0-9]/.test(ch)) return STOP;
    return literal(ch);
  }

  /** A small class of characters compared as written ("[sz]", "['’]", "[1-6]") is its letters; any other stops the beginning. */
  private charClass(): Start[] {
    const chars = new Set<string>();
    let readable = this.source[this.at] !== '^';
    while (this.at < this.source.length && this.source[this.at] !== ']') {
      let ch = this.source[this.at]!;
      this.at += 1;
      if (ch === '\\') {
        const next = this.source[this.at] ?? '';
        this.at += 1;
        if (next === 'd') {
          for (const digit of DIGITS) chars.add(digit.text);
          continue;
        }
        if (/[DwWsSbBkpPcxu0-9]/.test(next)) readable = false;
        ch = ESCAPED_CHARS[next] ?? next;
      }
      if (this.source[this.at] === '-' && this.source[this.at + 1] !== ']' && this.at + 1 < this.source.length) {
        let to = this.source[this.at + 1]!;
        this.at += 2;
        if (to === '\\') {
          to = this.source[this.at] ?? '';
          this.at += 1;
          readable = false;
        }
        for (let code = ch.charCodeAt(0); code <= to.charCodeAt(0) && chars.size <= 10; code += 1) chars.add(String.fromCharCode(code));
      } else {
        chars.add(ch);
      }
    }
    if (this.source[this.at] !== ']') throw new Unreadable('unclosed class');
    this.at += 1;
    const letters = [...chars].map(folded);
    if (!readable || chars.size > 10 || letters.some((f) => f === undefined)) return STOP;
    return [...new Set(letters)].map((text) => ({ text: text!, open: true }));
  }
}

/**
 * The lower-case beginnings (at most `maxLength` letters each) one of which every
 * case-insensitive match of `source` starts with, or undefined when a match could start with
 * anything or the source is beyond this reader.
 */
export function cueStarts(source: string, maxLength = START_LETTERS): string[] | undefined {
  try {
    const texts = new Set(new Reader(source, maxLength).read().map((s) => s.text));
    return texts.has('') ? undefined : [...texts];
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    // Too many beginnings of this length: fewer letters give fewer.
    return error.tooMany && maxLength > MIN_START_LETTERS ? cueStarts(source, maxLength - 1) : undefined;
  }
}

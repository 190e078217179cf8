/**
 * Untrusted text is delimited: every tool result reaches the model inside a `<claim_data>` block
 * marked with the tool that produced it. The system prompt says such blocks are data from the
 * claim file, never instructions. A closing tag inside the data cannot end the block early.
 *
 * "A closing tag" is anything a model would read as one, not only the exact characters: the text
 * is read as a model reads it (below), and every place that reads as `<claim_data` or
 * `</claim_data` gets a `_` after it, so it reads as another word. Unwrapping takes exactly those
 * marks out again.
 */
export const CLAIM_DATA_TAG = 'claim_data';

/**
 * Escapes a model decodes while reading: HTML character references, URL escapes, JavaScript
 * escapes and JSON's (a tool result is mostly JSON, where a line break is written `\n`).
 */
const ESCAPE =
  /&#x([0-9a-f]{1,6});?|&#(\d{1,7});?|&(lt|amp|sol|bsol|lowbar|hyphen|dash|period);?|%([0-7][0-9a-f])|\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|\\([nrtbf\\/])/iy;
const NAMED: Record<string, string> = { lt: '<', amp: '&', sol: '/', bsol: '\\', lowbar: '_', hyphen: '-', dash: '-', period: '.' };
const JSON_ESCAPES: Record<string, string> = { n: ' ', r: ' ', t: ' ', b: ' ', f: ' ', '\\': '\\', '/': '/' };

/**
 * What draws nothing: spaces, format characters (zero-width spaces and joiners, soft hyphens,
 * direction marks), combining marks (accents, variation selectors) and the blank letters.
 */
const INVISIBLE = /[\s\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Characters read as one of the tag's after compatibility folding (which already turns
 * full-width and mathematical letters into plain ones): other angle brackets, slashes and
 * dashes, and the Cyrillic and Greek letters drawn like Latin ones. Dashes and dots read as `_`.
 */
const READS_AS: Record<string, string> = {
  ...Object.fromEntries([...'‹〈〈⟨˂ᐸ❮'].map((c) => [c, '<'])),
  ...Object.fromEntries([...'\\∕⁄⧸'].map((c) => [c, '/'])),
  ...Object.fromEntries([...'-‐‑‒–—―−.'].map((c) => [c, '_'])),
  ...Object.fromEntries([...'сϲᴄ'].map((c) => [c, 'c'])),
  ...Object.fromEntries([...'ӏǀ'].map((c) => [c, 'l'])),
  ...Object.fromEntries([...'аɑα'].map((c) => [c, 'a'])),
  ...Object.fromEntries([...'іıιɩ'].map((c) => [c, 'i'])),
  ...Object.fromEntries([...'ԁ'].map((c) => [c, 'd'])),
  ...Object.fromEntries([...'тτ'].map((c) => [c, 't'])),
};

/** How one character reads: folded to its plain form, lower case, lookalikes mapped; '' when invisible. */
function foldCharacter(character: string): string {
  let read = '';
  for (const part of character.normalize('NFKD')) {
    if (INVISIBLE.test(part)) continue;
    const lower = part.toLowerCase();
    read += READS_AS[lower] ?? lower;
  }
  return read;
}

/**
 * `foldCharacter`, looked up: every tool result of every turn is read character by character, and
 * normalising each one afresh cost about 0.1 ms per thousand characters. ASCII comes from a table;
 * other characters are remembered (a bounded number: text in any script repeats its letters).
 */
const ASCII_READING = Array.from({ length: 128 }, (_, code) => foldCharacter(String.fromCharCode(code)));
const READINGS = new Map<string, string>();
const MAX_REMEMBERED = 4096;

function fold(character: string): string {
  const code = character.charCodeAt(0);
  if (code < 128) return ASCII_READING[code]!;
  let read = READINGS.get(character);
  if (read === undefined) {
    read = foldCharacter(character);
    if (READINGS.size < MAX_REMEMBERED) READINGS.set(character, read);
  }
  return read;
}

function decodeEscape(match: RegExpExecArray): string {
  const [, hex, decimal, named, percent, braced, unicode, byte, json] = match;
  if (named !== undefined) return NAMED[named.toLowerCase()]!;
  if (json !== undefined) return JSON_ESCAPES[json.toLowerCase()]!;
  const code = decimal !== undefined ? Number(decimal) : parseInt((hex ?? percent ?? braced ?? unicode ?? byte)!, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** The escape that `decoded` (just read from an escape ending at `next`) starts with the text after it. */
function nestedEscape(decoded: string, text: string, next: number): { character: string; next: number } | null {
  if (decoded.length !== 1 || !'&%\\'.includes(decoded)) return null;
  ESCAPE.lastIndex = 0;
  // The longest escape is ten characters (`&#x10ffff;`, `\u{10ffff}`).
  const found = ESCAPE.exec(decoded + text.slice(next, next + 12));
  if (!found || found[0].length < 2) return null;
  return { character: decodeEscape(found), next: next + found[0].length - 1 };
}

/**
 * The text as a model reads it, with where each character it reads ends in the text: `ends[i]`
 * is the offset just after the character or escape that `reading[i]` came from.
 */
function readText(text: string): { reading: string; ends: number[] } {
  let reading = '';
  const ends: number[] = [];
  let at = 0;
  while (at < text.length) {
    let character: string;
    let next: number;
    ESCAPE.lastIndex = at;
    // biome-ignore lint/suspicious/noShadowRestrictedNames: the escape sequence read at this point; the global escape() is never used
    const escape = '&%\\'.includes(text[at]!) ? ESCAPE.exec(text) : null;
    if (escape) {
      character = decodeEscape(escape);
      next = at + escape[0].length;
      // An escaped escape character starts another escape once decoded: claim text holding
      // `\u003c` is `\\u003c` in a JSON tool result, which a model reads as `\u003c`, then `<`.
      for (let inner = nestedEscape(character, text, next); inner; inner = nestedEscape(character, text, next)) {
        ({ character, next } = inner);
      }
    } else {
      const code = text.charCodeAt(at);
      // A surrogate pair is one character; anything else is one UTF-16 unit.
      character = code >= 0xd800 && code <= 0xdbff ? String.fromCodePoint(text.codePointAt(at)!) : text[at]!;
      next = at + character.length;
    }
    const read = fold(character);
    reading += read;
    for (let i = 0; i < read.length; i++) ends.push(next);
    at = next;
  }
  return { reading, ends };
}

/** In the reading: the tag, opening or closing, with any run of `_` between its words. */
const TAG_READING = /<\/?claim_*data/g;

/** Where each place that reads as the tag ends in `text`, in order. */
function tagEnds(text: string): number[] {
  const { reading, ends } = readText(text);
  return Array.from(reading.matchAll(TAG_READING), (match) => ends[match.index + match[0].length - 1]!);
}

/** A tool name as the model sent it may be anything; the attribute carries only a plain name. */
const attributeName = (tool: string): string => (/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(tool) ? tool : 'unknown_tool');

export function wrapClaimData(tool: string, content: string): string {
  let safe = '';
  let from = 0;
  for (const end of tagEnds(content)) {
    safe += `${content.slice(from, end)}_`;
    from = end;
  }
  safe += content.slice(from);
  return `<${CLAIM_DATA_TAG} tool="${attributeName(tool)}">\n${safe}\n</${CLAIM_DATA_TAG}>`;
}

/** The content of a `<claim_data>` block (for offline rendering, which shows it to the handler). */
export function unwrapClaimData(text: string): string {
  const match = /^<claim_data tool="[^"]*">\n([\s\S]*)\n<\/claim_data>$/.exec(text);
  if (!match) return text;
  // The marks sit where wrapping put them: right after each place that still reads as the tag.
  const content = match[1]!;
  let original = '';
  let from = 0;
  for (const end of tagEnds(content)) {
    if (content[end] !== '_') continue;
    original += content.slice(from, end);
    from = end + 1;
  }
  return original + content.slice(from);
}

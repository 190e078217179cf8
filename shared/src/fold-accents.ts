/**
 * Letters without their accents, so a search typed without them ("Sian", "Jose") finds the name
 * written with them ("Siân", "José"). One rule for the Worker's claim search and the page's claim
 * list, so both find the same names.
 */

/**
 * A Latin letter without its accent ("â" as "a"); everything else as it is. Each character maps to
 * one character, so offsets found in the folded text point at the same place in the original
 * (search snippets rely on that). Letters that are not an accented base letter ("ß", "ø", "æ")
 * and other scripts are kept: "й" is not "и".
 */
export function foldAccents(text: string): string {
  return text.replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (ch) => {
    const bare = ch.normalize('NFD').replace(/\p{M}+/gu, '');
    return bare.length === 1 ? bare : ch;
  });
}

/**
 * Text for matching by eye: lower case, accents folded, and letters typed with a separate
 * combining accent (as some systems and pasted text write them) joined up first. Unlike
 * `foldAccents` it may change the text's length, so it is for comparing, not for offsets.
 */
export function foldForMatching(text: string): string {
  return foldAccents(text.normalize('NFC').toLowerCase());
}

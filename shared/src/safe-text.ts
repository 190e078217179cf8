/**
 * Text the assistant stores and sends to a model must be the text it was given: control
 * characters (other than tab, line feed and carriage return) and lone UTF-16 surrogates are
 * refused wherever text comes in (a chat message, any text of a claim record), with where they are
 * and what to do. A lone surrogate cannot be stored as UTF-8 at all (it comes back as U+FFFD), and
 * a control character reaches a model as something no handler saw on screen.
 */
import type { PathIssue } from './issues';

/** C0 controls but tab, LF and CR; DEL; C1 controls; a high surrogate not followed by a low one, or a low one alone. */
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codeOf = (character: string): string => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `text` is refused (the first offending character and where it is), or null when it is fine. */
export function unsafeTextReason(text: string): string | null {
  const match = UNSAFE.exec(text);
  if (!match) return null;
  const character = match[0];
  const code = character.charCodeAt(0);
  const what = code >= 0xd800 && code <= 0xdfff ? `half of a character (${codeOf(character)}, a lone surrogate)` : `a control character (${codeOf(character)})`;
  return `Contains ${what} at position ${match.index + 1}: remove it, or replace it with ordinary text, and send it again`;
}

/** Every text (and object key) in `value` that `unsafeTextReason` refuses, by path, up to `max`. */
export function unsafeTextIssues(value: unknown, max = 100): PathIssue[] {
  const issues: PathIssue[] = [];
  const visit = (node: unknown, path: PropertyKey[]): void => {
    if (issues.length >= max) return;
    if (typeof node === 'string') {
      const reason = unsafeTextReason(node);
      if (reason) issues.push({ path, message: reason });
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const reason = unsafeTextReason(key);
        if (reason) issues.push({ path: [...path, key], message: `The field's name ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` });
        visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
  return issues;
}

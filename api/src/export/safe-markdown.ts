/**
 * An answer's Markdown as HTML that cannot act: the answer is model output, which a document on
 * the claim could have steered, so any HTML in it is shown as text, links are written out as text
 * with their address (never live) and images as their description. Tables and lists survive.
 */
import { Marked } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, tokens }) {
      const said = this.parser.parseInline(tokens);
      return href && href !== said ? `${said} (${escapeHtml(href)})` : said;
    },
    image: ({ text }) => escapeHtml(text),
  },
});

export function safeMarkdownToHtml(source: string): string {
  try {
    return markdown.parse(source, { async: false });
  } catch {
    // Deep nesting can overflow the parser; the answer is still shown, as paragraphs.
    return source
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n');
  }
}

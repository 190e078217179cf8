// @vitest-environment jsdom
// jsdom: a spec-faithful HTML parser, as the browser's.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, type AllowList } from './sanitize-html';

const ALLOW: AllowList = {
  tags: ['p', 'a', 'em', 'strong', 'table', 'tbody', 'tr', 'td', 'div', 'span', 'ul', 'li'],
  attributes: ['href', 'title', 'colspan'],
  addressAttributes: ['href'],
  addresses: /^(?:https?:|mailto:)/i,
};

function clean(html: string): string {
  const host = document.createElement('div');
  host.append(sanitizeHtml(html, ALLOW));
  return host.innerHTML;
}

describe('sanitizeHtml', () => {
  it('keeps allowed elements and attributes as they were', () => {
    expect(clean('<p>One <em>two</em> <a href="https://gov.uk" title="GOV.UK">three</a></p>')).toBe(
      '<p>One <em>two</em> <a href="https://gov.uk" title="GOV.UK">three</a></p>',
    );
    expect(clean('<table><tr><td colspan="2">x</td></tr></table>')).toBe('<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>');
  });

  it('drops other elements but keeps their text, in order', () => {
    expect(clean('<p>a <button onclick="x()">b <em>c</em></button> d</p><img src="https://evil.example/i">e')).toBe('<p>a b <em>c</em> d</p>e');
  });

  it('drops scripts, styles, frames, templates, SVG and MathML with their content', () => {
    const out = clean(
      '<p>keep</p><script>alert(1)</script><style>p{}</style><iframe src="x">f</iframe><template><p>t</p></template>' +
        '<svg><a href="javascript:alert(2)"><text>s</text></a></svg><math><mi>m</mi></math><noscript>n</noscript><textarea>ta</textarea>',
    );
    expect(out).toBe('<p>keep</p>');
  });

  it('drops attributes not allowed: handlers, styles, ids, data and aria attributes', () => {
    expect(clean('<p onclick="a()" style="color:red" id="x" class="c" data-cite="doc:d1" aria-label="l" name="n">t</p>')).toBe('<p>t</p>');
  });

  it('keeps an address only when it is one allowed', () => {
    expect(clean('<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>')).toBe('<a>a</a><a>b</a><a>c</a>');
    expect(clean('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
  });

  it('reads no form, whose fields could stand in for its own properties', () => {
    expect(clean('<form><input name="childNodes"><input name="localName">x</form><p>after</p>')).toBe('<p>after</p>');
  });

  it('drops comments, and markup written as text stays text', () => {
    expect(clean('<p><!-- <script>alert(1)</script> -->&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('gives the same tree when written out and read back', () => {
    const once = clean('<p>a<table><tr><td>b</td></tr></table><a href="https://x.example/?a=1&b=&quot;2&quot;">c</a></p>');
    expect(clean(once)).toBe(once);
  });

  it('keeps the text of deeply nested markup', () => {
    const depth = 1_000;
    const out = clean(`${'<span><em>'.repeat(depth)}deep${'</em></span>'.repeat(depth)}`);
    expect(out.startsWith('<span><em><span>')).toBe(true);
    expect(out).toContain('deep</em></span>');
  });
});

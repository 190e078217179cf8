/**
 * The prompt catalogue against the contract: one playbook per catalogue id and no other, each
 * task opening with its capability's first calls (written once, in the registry), asking for
 * citations and pointing at the right panel, and no playbook naming a tool or code that does not
 * exist.
 */
import { BASE_PROMPT, CLAIM_QA_PLAYBOOK, PLAYBOOKS, TASK_PANELS, UNTRUSTED_TEXT_RULES } from '@claims/prompts';
import { CAPABILITY_IDS, CITATION_KINDS, EVENT_KINDS, MATTER_PANELS } from '@claims/shared';
import { CLAIM_DATA_TAG } from '../turn/claim-data';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../capabilities/registry';
import { DEMO_CLAIMS } from '../../demo';
import { firstToolNames } from '../capabilities/first-calls';
import { buildSystemPrompt } from './system-prompt';

/** The sixteen tools of docs/tools.md. */
const TOOL_NAMES = [
  'get_claim_section',
  'search_claim',
  'get_document',
  'financial_summary',
  'highlight_panel',
  'check_policy_in_force',
  'list_deadlines',
  'settlement_position',
  'run_risk_cross_checks',
  'scan_vulnerability_signals',
  'scan_expressions_of_dissatisfaction',
  'run_handling_checks',
  'build_timeline',
  'claim_metrics',
  'get_party',
  'list_capabilities',
];

/** Deadline kinds of `list_deadlines` (docs/tools.md, "Deadline rules"). */
const DEADLINE_KINDS = [
  'complaint_summary_resolution',
  'complaint_final_response',
  'letter_of_claim_acknowledgement',
  'liability_decision',
  'cnf_response',
  'limitation',
  'part36_relevant_period',
  'task',
];

/** Every snake_case word a prompt may use: tools, deadline kinds, event kinds, the data tag. */
const KNOWN_WORDS = new Set<string>([...TOOL_NAMES, ...DEADLINE_KINDS, ...EVENT_KINDS, CLAIM_DATA_TAG]);

const snakeCaseWords = (text: string) => text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? [];
const firstLine = (text: string) => text.split('\n')[0] ?? '';

describe('the prompt catalogue', () => {
  it('has a playbook for every catalogue id and none besides', () => {
    expect(Object.keys(PLAYBOOKS).sort()).toEqual([...CAPABILITY_IDS].sort());
  });

  it('has the playbook of every server capability, under its id', () => {
    for (const capability of CAPABILITIES) expect(PLAYBOOKS[capability.id], capability.id).toBeTruthy();
  });

  it.each(CAPABILITY_IDS)('%s leaves its first calls to the registry: the playbook does not write them again', (id) => {
    expect(firstLine(PLAYBOOKS[id] ?? '')).not.toMatch(/^First\b/);
  });

  it.each(CAPABILITY_IDS)('%s opens its task with its first calls, in order, as already done', (id) => {
    const capability = CAPABILITIES.find((c) => c.id === id)!;
    const claim = DEMO_CLAIMS[0]!;
    const { dynamic } = buildSystemPrompt({ claim, capability: id, today: '2026-11-30', canActOnScreen: true });
    const first = dynamic.split('\n').find((line) => line.startsWith('First (already done): '))!;
    expect(first, id).toBeDefined();
    const positions = firstToolNames(capability).map((tool) => first.search(new RegExp(`\\b${tool}\\b`)));
    expect(
      positions.every((p) => p >= 0),
      `${id}: ${first}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(dynamic.indexOf(first)).toBeLessThan(dynamic.indexOf(PLAYBOOKS[id]!));
  });

  it.each(CAPABILITY_IDS)('%s asks for citations and says which panel to highlight', (id) => {
    const playbook = PLAYBOOKS[id] ?? '';
    expect(playbook).toMatch(/\bcit(e|ed|ing|ation)\b|\bmarkers?\b/i);
    expect(playbook).toContain('highlight_panel');
    expect(playbook).toContain(TASK_PANELS[id]);
    for (const [, panel] of playbook.matchAll(/panel "([a-z]+)"/g)) expect(MATTER_PANELS).toContain(panel);
  });

  it.each(CAPABILITY_IDS)('%s says what to flag and what never to do', (id) => {
    const playbook = PLAYBOOKS[id] ?? '';
    expect(playbook).toMatch(/^Never\b/m);
    if (id !== 'what_can_you_do') expect(playbook).toMatch(/^Flag: /m);
  });

  it('names no tool, deadline or event kind that does not exist', () => {
    const texts = { BASE_PROMPT, UNTRUSTED_TEXT_RULES, CLAIM_QA_PLAYBOOK, ...PLAYBOOKS };
    for (const [name, text] of Object.entries(texts)) {
      const unknown = snakeCaseWords(text).filter((word) => !KNOWN_WORDS.has(word));
      expect(unknown, name).toEqual([]);
    }
  });

  it('teaches every citation marker in the base prompt', () => {
    for (const kind of CITATION_KINDS) expect(BASE_PROMPT).toContain(`[${kind}:<`);
    expect(BASE_PROMPT).toContain('not recorded');
  });

  it('keeps the immediate-escalation rule for self-harm cues', () => {
    expect(BASE_PROMPT).toMatch(/self-harm/);
    expect(PLAYBOOKS.vulnerability_check).toMatch(/Escalate now/);
  });

  it('treats fraud indicators as indicators, never proof', () => {
    expect(PLAYBOOKS.fraud_check).toMatch(/not proof/);
    expect(PLAYBOOKS.fraud_check).toMatch(/Never: say the claim is fraudulent/);
  });

  it('covers the written summary resolution communication a complaint resolved within three business days still needs', () => {
    for (const id of ['complaint_check', 'next_actions']) {
      expect(PLAYBOOKS[id], id).toMatch(/summary resolution communication/);
      expect(PLAYBOOKS[id], id).toMatch(/DISP 1\.5\.4R/);
    }
  });

  it('asks who is dissatisfied: a claim demand from the other side is not, by itself, a complaint about our service', () => {
    expect(PLAYBOOKS.complaint_check).toMatch(/credit hire/);
    expect(PLAYBOOKS.complaint_check).toMatch(/demand/);
  });

  it('puts the burden of proving a deliberate or reckless misrepresentation on the insurer for that remedy only', () => {
    expect(PLAYBOOKS.policy_validation).toMatch(/to treat it as deliberate or reckless[^.]*the insurer must prove/);
    expect(PLAYBOOKS.policy_validation).not.toMatch(/only a qualifying misrepresentation gives a remedy, and the insurer must prove it deliberate or reckless/);
  });

  it('has "What can you do?" say which tasks this claim cannot support, from the tool, with its reason', () => {
    expect(PLAYBOOKS.what_can_you_do).toMatch(/the tool marks[^.]*not available[^.]*reason/);
  });

  it('keeps drafts for the handler to check, with no promises on cover', () => {
    for (const id of ['customer_update', 'file_note']) {
      expect(PLAYBOOKS[id]).toMatch(/for (the handler|them) to check/);
    }
    expect(PLAYBOOKS.customer_update).toMatch(/^Never, in the draft: promise or imply cover/m);
    expect(PLAYBOOKS.customer_update).toMatch(/plain English/);
  });
});

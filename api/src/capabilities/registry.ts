/**
 * The server capabilities, one per catalogue row, in catalogue order, and the start-up check
 * that the catalogue, the registry and the prompt catalogue agree id for id.
 */
import { PLAYBOOKS } from '@claims/prompts';
import { CAPABILITY_CATALOGUE } from '@claims/shared';
import { DECIDE } from './decide';
import { HELP } from './help';
import { PRODUCE } from './produce';
import { PROTECT } from './protect';
import type { Capability } from './types';
import { UNDERSTAND } from './understand';

const catalogueOrder = new Map<string, number>(CAPABILITY_CATALOGUE.map((c, i) => [c.id, i]));

/** Every server capability, in catalogue order. */
export const CAPABILITIES: readonly Capability[] = [...UNDERSTAND, ...DECIDE, ...PROTECT, ...PRODUCE, ...HELP].sort(
  (a, b) => (catalogueOrder.get(a.id) ?? Infinity) - (catalogueOrder.get(b.id) ?? Infinity),
);

const byId = new Map<string, Capability>(CAPABILITIES.map((c) => [c.id, c]));

export function getCapability(id: string): Capability | undefined {
  return byId.get(id);
}

/**
 * Throws, naming every id, when a catalogue id has no server capability or the other way
 * round, an id is declared twice, or a capability has no playbook under its id.
 */
export function assertCatalogueMatches(
  catalogue: readonly { id: string }[] = CAPABILITY_CATALOGUE,
  capabilities: readonly { id: string }[] = CAPABILITIES,
  playbooks: Readonly<Record<string, string>> = PLAYBOOKS,
): void {
  const problems: string[] = [];
  const catalogueIds = new Set(catalogue.map((c) => c.id));
  const serverIds = new Set<string>();
  const repeated = new Set<string>();
  for (const c of capabilities) {
    if (serverIds.has(c.id)) repeated.add(c.id);
    serverIds.add(c.id);
  }
  const noServer = [...catalogueIds].filter((id) => !serverIds.has(id));
  const noCatalogue = [...serverIds].filter((id) => !catalogueIds.has(id));
  const noPlaybook = capabilities.filter((c) => !Object.hasOwn(playbooks, c.id) || !playbooks[c.id]?.trim());
  if (noServer.length) problems.push(`in the catalogue but not in the server registry: ${noServer.join(', ')}`);
  if (noCatalogue.length) problems.push(`in the server registry but not in the catalogue: ${noCatalogue.join(', ')}`);
  if (repeated.size) problems.push(`declared more than once in the server registry: ${[...repeated].join(', ')}`);
  if (noPlaybook.length) {
    problems.push(`no playbook: ${noPlaybook.map((c) => c.id).join(', ')}`);
  }
  if (problems.length) throw new Error(`Capability catalogue mismatch: ${problems.join('; ')}.`);
}

/**
 * The guide to the specialist tasks that follows the claim_qa playbook in free chat: each
 * task's label, what it does and the tools it calls first, so a free question that amounts to
 * one of them is done to the same standard. Tasks this claim cannot support are marked.
 */
import { CAPABILITY_CATALOGUE, checkAvailability, type CapabilityMeta, type ClaimRecord } from '@claims/shared';
import { firstToolNames } from '../capabilities/first-calls';
import { getCapability } from '../capabilities/registry';

/** The tool names a capability's playbook calls first, in order. */
function firstToolsOf(capabilityId: string): string[] {
  const capability = getCapability(capabilityId);
  if (!capability) throw new Error(`No server capability "${capabilityId}" in the registry`);
  return firstToolNames(capability);
}

export function buildTaskGuide(claim: ClaimRecord): string {
  const catalogue: readonly CapabilityMeta[] = CAPABILITY_CATALOGUE;
  const lines = catalogue.map((meta) => {
    const availability = checkAvailability(meta.requires, claim);
    const unavailable = availability.available ? '' : ` Not available on this claim: ${availability.reason}`;
    return `- ${meta.label}: ${meta.description} First: ${firstToolsOf(meta.id).join(', ')}.${unavailable}`;
  });
  return ['### Specialist tasks', ...lines].join('\n');
}

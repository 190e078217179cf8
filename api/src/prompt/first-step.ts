/**
 * The first line of a quick action's task in the system prompt, written from the capability's
 * first calls (capabilities/first-calls.ts) rather than in each playbook: the Worker has already
 * run them for this turn and put their results in the handler's message, so the model that needs
 * nothing more answers in its first round.
 */
import type { ClaimRecord } from '@claims/shared';
import { planFirstCalls, type PlannedCall } from '../capabilities/first-calls';
import type { Capability } from '../capabilities/types';

/** `get_party (role "policyholder")`, `claim_metrics`. */
export function describeCall(call: PlannedCall): string {
  const inputs = Object.entries(call.input)
    .filter(([key]) => key !== 'limit')
    .map(([key, value]) => `${key} ${JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value)}`);
  return inputs.length ? `${call.name} (${inputs.join(', ')})` : call.name;
}

export function firstStep(capability: Pick<Capability, 'firstCalls'>, claim: ClaimRecord): string {
  const calls = planFirstCalls(capability, claim).map(describeCall);
  return (
    `First (already done): ${calls.join(', then ')}. Their results are in the handler's message, each in a claim_data block. ` +
    'Start from them; call these tools again only for another input or a further page.'
  );
}

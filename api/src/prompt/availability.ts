/**
 * Whether a quick action can run on a claim. When the claim lacks the data the capability
 * needs, the Worker streams this message instead of calling a model; the browser shows the
 * same reason on the disabled chip (both come from `checkAvailability` in @claims/shared).
 */
import { CAPABILITY_IDS, checkAvailability, findCapability, type ClaimRecord } from '@claims/shared';

/** `undefined` when the capability can run on this claim, else what to tell the handler. */
export function capabilityUnavailableMessage(capabilityId: string, claim: ClaimRecord): string | undefined {
  const meta = findCapability(capabilityId);
  if (!meta) {
    throw new Error(`Unknown capability "${capabilityId}"; use one of: ${CAPABILITY_IDS.join(', ')}`);
  }
  const availability = checkAvailability(meta.requires, claim);
  if (availability.available) return undefined;
  return `"${meta.label}" is not available on claim ${claim.id}. ${availability.reason} It will become available once that is on the file. Meanwhile you can ask me a question about the claim.`;
}

/**
 * list_capabilities: what the assistant can do on this claim, from the shared catalogue, with
 * whether each is available here and why not.
 */
import { CAPABILITY_CATALOGUE, checkAvailability, type CapabilityMeta } from '@claims/shared';
import { defineTool } from './define-tool';

export const listCapabilitiesTool = defineTool({
  name: 'list_capabilities',
  description:
    'What the assistant can do for this claim: each capability with `id`, `label`, `description`, `group`, and whether it is available on this claim (and if not, why).',
  input: {},
  activity: () => 'Listing what I can do…',
  run: (_input, { claim }) => {
    const rows = (CAPABILITY_CATALOGUE as readonly CapabilityMeta[]).map((c) => {
      const availability = checkAvailability(c.requires, claim);
      return {
        id: c.id,
        label: c.label,
        description: c.description,
        group: c.group,
        ...(c.pinned ? { pinned: true } : {}),
        ...(availability.available ? {} : { available: false, reason: availability.reason }),
      };
    });
    return {
      result: JSON.stringify({
        capabilities: rows,
        limits:
          'Read-only: reads this claim only; cannot change the record, send anything or make a final decision on cover, liability or fraud. Free questions about the claim are welcome too.',
      }),
    };
  },
});

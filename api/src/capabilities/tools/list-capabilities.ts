/**
 * list_capabilities: what the assistant can do on this claim, from the shared catalogue, with
 * whether each is available here and why not, listed under its group (each group named once).
 */
import { CAPABILITY_CATALOGUE, CAPABILITY_GROUPS, checkAvailability, type CapabilityMeta } from '@claims/shared';
import { defineTool } from './define-tool';

export const listCapabilitiesTool = defineTool({
  name: 'list_capabilities',
  description:
    'What the assistant can do for this claim: `capabilities` by group, each with `id`, `label`, `description`, and whether it is available on this claim (and if not, why).',
  input: {},
  activity: () => 'Listing what I can do…',
  run: (_input, { claim }) => {
    const row = (c: CapabilityMeta) => {
      const availability = checkAvailability(c.requires, claim);
      return {
        id: c.id,
        label: c.label,
        description: c.description,
        ...(c.pinned ? { pinned: true } : {}),
        ...(availability.available ? {} : { available: false, reason: availability.reason }),
      };
    };
    const catalogue = CAPABILITY_CATALOGUE as readonly CapabilityMeta[];
    const byGroup = CAPABILITY_GROUPS.map((group) => [group, catalogue.filter((c) => c.group === group).map(row)] as const);
    return {
      result: JSON.stringify({
        capabilities: Object.fromEntries(byGroup.filter(([, rows]) => rows.length > 0)),
        limits:
          'Read-only: reads this claim only; cannot change the record, send anything or make a final decision on cover, liability or fraud. Free questions about the claim are welcome too.',
      }),
    };
  },
});

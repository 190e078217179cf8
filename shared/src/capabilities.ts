/**
 * The capability catalogue (docs/capabilities.md): what the assistant can do for a claim, as the
 * browser shows it (chips, the "More" menu) and as the assistant describes itself. The Worker's
 * registry must match it id for id; `assertCatalogueMatches()` checks that at start-up.
 */
import * as z from 'zod';
import { RequirementSchema } from './availability';

export const CAPABILITY_GROUPS = ['understand', 'decide', 'protect', 'produce', 'help'] as const;
export const CapabilityGroupSchema = z.enum(CAPABILITY_GROUPS);
export type CapabilityGroup = (typeof CAPABILITY_GROUPS)[number];

export const GROUP_LABELS: Record<CapabilityGroup, string> = {
  understand: 'Understand the claim',
  decide: 'Decide',
  protect: 'Protect the customer and the insurer',
  produce: 'Produce',
  help: 'Help',
};

export const CapabilityMetaSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/),
  label: z.string().min(1).max(60),
  description: z.string().min(1).max(200),
  group: CapabilityGroupSchema,
  pinned: z.boolean(),
  quickActionMessage: z.string().min(1).max(400),
  requires: z.array(RequirementSchema).optional(),
});
export type CapabilityMeta = z.infer<typeof CapabilityMetaSchema>;

export const CAPABILITY_CATALOGUE = [
  {
    id: 'claim_summary',
    label: 'Summarise the claim',
    description: 'A short briefing: what happened, where the claim stands, the money and what needs doing.',
    group: 'understand',
    pinned: true,
    quickActionMessage: 'Summarise this claim for me: what happened, where it stands, the money and what needs doing next.',
  },
  {
    id: 'build_chronology',
    label: 'Build a chronology',
    description: 'Every dated event, letter and payment on the file in order, with its source.',
    group: 'understand',
    pinned: false,
    quickActionMessage: 'Build a chronology of this claim from the file, oldest first, with the source of each entry.',
  },
  {
    id: 'parties_overview',
    label: 'Who is involved',
    description: 'The parties, their roles, who represents whom and how to reach them.',
    group: 'understand',
    pinned: false,
    quickActionMessage: 'Who is involved in this claim, in what role, and who represents whom?',
  },
  {
    id: 'document_review',
    label: 'Review the documents',
    description: 'What each document says, what it adds and where documents disagree with each other.',
    group: 'understand',
    pinned: false,
    quickActionMessage: 'Review the documents on this claim: what each one tells us, and anything that conflicts or is missing.',
    requires: ['documents'],
  },
  {
    id: 'policy_validation',
    label: 'Validate the policy',
    description: 'Was cover in force on the loss date, does the loss fall in a covered section, what applies.',
    group: 'decide',
    pinned: true,
    quickActionMessage:
      'Validate the policy: was cover in force on the loss date, which section responds, and which excess, limits, exclusions or endorsements apply?',
  },
  {
    id: 'next_actions',
    label: 'Next actions',
    description: 'Deadlines and open tasks in date order, and what to do about each.',
    group: 'decide',
    pinned: true,
    quickActionMessage: 'What are the next actions on this claim? Start with anything overdue or due soon.',
  },
  {
    id: 'settlement_review',
    label: 'Settlement position',
    description: 'Offers on each side, Part 36 periods, the gap and how it compares with the reserve.',
    group: 'decide',
    pinned: false,
    quickActionMessage: 'Where are we on settlement? Set out the offers on each side, any Part 36 periods running and the gap.',
    requires: ['settlement_data'],
  },
  {
    id: 'reserve_review',
    label: 'Review the reserve',
    description: 'Whether the reserve still reflects what the file says the claim will cost.',
    group: 'decide',
    pinned: false,
    quickActionMessage: 'Review the reserve on this claim: does it still reflect what the file says this claim will cost?',
    requires: ['cost_evidence'],
  },
  {
    id: 'fraud_check',
    label: 'Run a fraud check',
    description: 'The standard fraud indicators checked against the file, each with its evidence.',
    group: 'protect',
    pinned: true,
    quickActionMessage: 'Run a fraud check on this claim and show me the evidence behind each indicator.',
  },
  {
    id: 'vulnerability_check',
    label: 'Check for vulnerability',
    description: 'Signs of vulnerability (health, life events, resilience, capability) in the file.',
    group: 'protect',
    pinned: false,
    quickActionMessage: 'Check this claim for signs that the customer or anyone else involved may be vulnerable.',
  },
  {
    id: 'complaint_check',
    label: 'Check for complaints',
    description: 'Expressions of dissatisfaction in the correspondence, whether logged, and the DISP clock.',
    group: 'protect',
    pinned: false,
    quickActionMessage: 'Check the correspondence for complaints or expressions of dissatisfaction, and whether each one has been logged and handled in time.',
    requires: ['correspondence'],
  },
  {
    id: 'handling_review',
    label: 'Review claim handling',
    description: 'Whether the file meets handling standards: contact, diary, reserves, deadlines.',
    group: 'protect',
    pinned: false,
    quickActionMessage: 'Review how this claim has been handled against our handling standards, and tell me what needs putting right.',
  },
  {
    id: 'customer_update',
    label: 'Draft a customer update',
    description: 'A plain-English update to the policyholder, ready for you to check and send.',
    group: 'produce',
    pinned: false,
    quickActionMessage: 'Draft an update to the policyholder on where their claim stands, in plain English, for me to check before it is sent.',
  },
  {
    id: 'file_note',
    label: 'Write a file note',
    description: 'A dated file note of the position, in house style, for you to check.',
    group: 'produce',
    pinned: false,
    quickActionMessage: 'Write a file note recording the current position on this claim.',
  },
  {
    id: 'handover_summary',
    label: 'Handover summary',
    description: 'What a colleague taking the claim over needs: position, money, deadlines, risks.',
    group: 'produce',
    pinned: false,
    quickActionMessage: 'Write a handover summary of this claim for a colleague taking it over.',
  },
  {
    id: 'what_can_you_do',
    label: 'What can you do?',
    description: 'What the assistant can do on this claim, and what it will not do.',
    group: 'help',
    pinned: false,
    quickActionMessage: 'What can you do for me on this claim?',
  },
] as const satisfies readonly CapabilityMeta[];

export type CapabilityId = (typeof CAPABILITY_CATALOGUE)[number]['id'];

export const CAPABILITY_IDS = CAPABILITY_CATALOGUE.map((c) => c.id) as CapabilityId[];

/** Looks up a catalogue row; `undefined` for an id that is not in the catalogue. */
export function findCapability(id: string): CapabilityMeta | undefined {
  return (CAPABILITY_CATALOGUE as readonly CapabilityMeta[]).find((c) => c.id === id);
}

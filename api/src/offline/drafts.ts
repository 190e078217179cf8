/**
 * Offline drafts: "Draft a customer update" and "Write a file note" without a model, filled from
 * the claim's own facts (and its overview for the file note), marked as a template the handler
 * checks and completes; what only the handler knows is left in [square brackets].
 */
import { daysLeftInWords, deadlineLabel, formatMoney, humanise, type CapabilityId, type ClaimRecord } from '@claims/shared';
import { formatDate, formatDateTime } from '@claims/shared/date-words';
import { messagesInOrder } from '../domain/claim-facts';
import { claimOverview } from '../overview/overview';

export type DraftKind = Extract<CapabilityId, 'customer_update' | 'file_note'>;
export const isDraft = (id: CapabilityId | undefined): id is DraftKind => id === 'customer_update' || id === 'file_note';

const holderName = (claim: ClaimRecord) => claim.parties.find((p) => p.id === claim.policy.holderPartyId)?.name ?? '[the policyholder]';

function customerUpdate(claim: ClaimRecord): string {
  const holder = claim.policy.holderPartyId;
  const paid = claim.financials.payments.filter((p) => p.payeePartyId === holder);
  const total = paid.reduce((sum, p) => sum + p.amount, 0);
  const lastPaid = paid
    .map((p) => p.date)
    .sort()
    .at(-1);
  const lastToThem = [...messagesInOrder(claim)].reverse().find((m) => m.direction === 'outbound' && m.partyId === holder);
  const lines = [
    '**Draft customer update: a template filled from the claim file, not yet sent.** Check every line, take out anything the customer should not see, and complete the parts in [square brackets] before you send it.',
    '---',
    `Dear ${holderName(claim)},`,
    `**Your claim ${claim.id}: ${humanise(claim.loss.cause).toLowerCase()} on ${formatDate(claim.loss.date)}**`,
    `Thank you for your patience while we deal with your claim. ${lastToThem ? `Since we last wrote to you on ${formatDate(lastToThem.at.slice(0, 10))}, here` : 'Here'} is where things stand.`,
    [
      total > 0
        ? `- We have paid you ${formatMoney(total, claim.currency)} so far, most recently on ${formatDate(lastPaid!)}.`
        : '- We have not made a payment to you yet.',
      '- [What has happened since the last update.]',
      '- [What happens next, and when you will hear from us.]',
    ].join('\n'),
    'If anything has changed, or you would like us to contact you in a different way, please let me know.',
    `Yours sincerely,\n\n${claim.handler.name}\n${claim.handler.team} claims`,
  ];
  return lines.join('\n\n');
}

function fileNote(claim: ClaimRecord, today: string): string {
  const overview = claimOverview(claim, today);
  const latest = messagesInOrder(claim).at(-1);
  const open = overview.deadlines.filter((d) => d.status !== 'met' && d.status !== 'lapsed').slice(0, 4);
  const alerts = overview.alerts.filter((a) => a.severity === 'high').slice(0, 4);
  const bullets = [
    `- **Claim**: ${humanise(claim.lineOfBusiness)}, ${humanise(claim.loss.cause).toLowerCase()} on ${formatDate(claim.loss.date)}${claim.loss.location ? ` at ${claim.loss.location}` : ''}; notified ${formatDate(claim.notifiedDate)}; ${humanise(claim.status).toLowerCase()}.`,
    `- **Policyholder**: [party:${claim.policy.holderPartyId}]`,
    latest
      ? `- **Latest on file**: ${humanise(latest.direction).toLowerCase()} ${humanise(latest.channel).toLowerCase()}, ${formatDateTime(latest.at)} [msg:${latest.id}]`
      : '- **Latest on file**: no correspondence yet.',
    open.length
      ? `- **Open deadlines**: ${open.map((d) => `${deadlineLabel(d.kind, humanise)} ${formatDate(d.due)} (${daysLeftInWords(d.daysLeft)})`).join('; ')}`
      : '- **Open deadlines**: none.',
    ...(alerts.length ? [`- **Needs attention**: ${alerts.map((a) => a.title).join('; ')}`] : []),
    '- **What I did**: [the action taken and why]',
    '- **Next steps**: [the next step, who does it and by when]; review by [date].',
  ];
  return [
    '**Draft file note: a template filled from the claim file, not yet saved.** Check it, complete the parts in [square brackets], and save it to the file yourself.',
    '---',
    `**File note, ${claim.id}, ${formatDate(today)}** (${claim.handler.name})`,
    bullets.join('\n'),
  ].join('\n\n');
}

export function draftFor(kind: DraftKind, claim: ClaimRecord, today: string): string {
  return kind === 'customer_update' ? customerUpdate(claim) : fileNote(claim, today);
}

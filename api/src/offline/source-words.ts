/**
 * The last pass over an offline answer: ids the citation grammar has no marker for ("task:t3",
 * "offer:o2", "policy:P1") are written as what they are, from the claim ("diary task due 20 Nov
 * 2026"), and a party's name is not written again beside its own marker, which the page already
 * shows as that name ("Mr Callum Hale [party:p2]" reads as "[party:p2]").
 */
import type { ClaimRecord } from '@claims/shared';
import { formatDate } from '@claims/shared/date-words';

const UNMARKED = /(?<![\w[:.-])(task|offer|payment|recovery|policy):([A-Za-z0-9][A-Za-z0-9._-]*)/g;

function describe(claim: ClaimRecord, kind: string, id: string): string | undefined {
  switch (kind) {
    case 'task': {
      const task = claim.tasks.find((t) => t.id === id);
      return task && `the diary task due ${formatDate(task.due)}`;
    }
    case 'offer': {
      const offer = claim.offers.find((o) => o.id === id);
      return offer && `the ${offer.kind === 'part36' ? 'Part 36' : offer.kind.replace(/_/g, ' ')} offer of ${formatDate(offer.date)} by the ${offer.by}`;
    }
    case 'payment': {
      const payment = claim.financials.payments.find((p) => p.id === id);
      return payment && `the payment of ${formatDate(payment.date)}`;
    }
    case 'recovery': {
      const recovery = claim.financials.recoveries.find((r) => r.id === id);
      return recovery && `the recovery of ${formatDate(recovery.date)}`;
    }
    case 'policy':
      return id === claim.policy.number ? `policy ${id}` : undefined;
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function sourcesInWords(markdown: string, claim: ClaimRecord): string {
  let out = markdown.replace(UNMARKED, (whole, kind: string, id: string) => describe(claim, kind, id) ?? whole);
  for (const party of claim.parties) {
    const marker = `[party:${party.id}]`;
    if (!out.includes(marker)) continue;
    out = out.replace(new RegExp(`${escapeRegExp(party.name)}(?: \\((?:[a-z ]+)\\))? ${escapeRegExp(marker)}`, 'g'), marker);
  }
  return out;
}

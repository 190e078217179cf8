/**
 * UK vehicle registrations read from a claim's text. The record has no vehicle field, so a
 * registration is wherever the loss, a party's notes, a document or a message writes it.
 * Only the current format (two letters, two digits, three letters: "WU17 HKD") in capitals is
 * read: it never collides with a postcode, whose second half starts with a digit, and capitals
 * keep ordinary words out.
 */
import type { ClaimRecord } from '@claims/shared';

const REGISTRATION = /(?<![\p{L}\p{N}])([A-Z]{2}\d{2}) ?([A-Z]{3})(?![\p{L}\p{N}])/gu;

/** The registration as written on a plate: "WU17HKD" is "WU17 HKD". */
export function plateOf(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

export function registrationsIn(text: string): string[] {
  return [...text.matchAll(REGISTRATION)].map((m) => `${m[1]} ${m[2]}`);
}

/** Every registration the claim mentions, once each, in the order first met. */
export function claimRegistrations(claim: ClaimRecord): string[] {
  const texts = [
    claim.loss.description,
    claim.loss.location ?? '',
    ...claim.parties.map((p) => p.notes ?? ''),
    ...claim.documents.flatMap((d) => [d.title, d.text]),
    ...claim.correspondence.flatMap((m) => [m.subject ?? '', m.text]),
  ];
  return [...new Set(texts.flatMap(registrationsIn))];
}

/**
 * What every section of get_claim_section shares: the renderer's shape, how much of a wording
 * comes whole, the paging note and money in the claim's currency.
 */
import { formatMoney, type ClaimRecord } from '@claims/shared';

export type Renderer = (claim: ClaimRecord, today: string, offset: number) => string;

/*
 * Policy wording, injuries, event notes and tasks are read nowhere else, so they come whole up
 * to these many characters (an item still fits a page; a longer one is cut with a count).
 */
export const WORDING = 1500;
export const NOTE = 1000;
export const INJURY_FIELD = 700;

export const more = (section: string) => (next: number) => `Call get_claim_section with section "${section}" and offset ${next} for the rest.`;

export function money(claim: ClaimRecord, amount: number | undefined): string | undefined {
  return amount === undefined ? undefined : formatMoney(amount, claim.currency);
}

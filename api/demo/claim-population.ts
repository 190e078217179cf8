/**
 * A deterministic book of many claims, for measuring what spans claims (the work queue, search,
 * linked claims) at an insurer's scale. Each claim is one of the demo claims under a new id, with
 * its own policyholder, claimant and contact details drawn from a seeded PRNG, and its letters
 * and documents cut down (the index reads parties and deadlines, not long texts). Registrations
 * and bank accounts in its texts are its own too, so claims link only as real ones would: one
 * claim in every 200 shares a phone number with the one before it.
 */
import type { ClaimRecord } from '@claims/shared';
import { claimBankDetails } from '../src/domain/claim-index/bank-details';
import { claimRegistrations } from '../src/domain/claim-index/registrations';
import { DEMO_CLAIMS } from './index';

const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chloe',
  'Dev',
  'Elaine',
  'Farid',
  'Grace',
  'Harry',
  'Imran',
  'Joanne',
  'Kieran',
  'Lucy',
  'Mohammed',
  'Niamh',
  'Owen',
  'Priya',
];
const SURNAMES = [
  'Ahmed',
  'Baker',
  'Clarke',
  'Davies',
  'Evans',
  'Fletcher',
  'Green',
  'Hughes',
  'Iqbal',
  'Jones',
  'Khan',
  'Lewis',
  'Morgan',
  'Nolan',
  'Owen',
  'Patel',
];
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Park Avenue', 'Mill Road', 'Victoria Street', 'Queens Drive', 'The Crescent'];
const TOWNS = ['Leeds LS6', 'Bristol BS7', 'Cardiff CF14', 'Norwich NR3', 'Derby DE22', 'York YO24', 'Bolton BL1', 'Exeter EX4'];

/** mulberry32: the same seed gives the same book. */
function rng(seed: number): () => number {
  let state = (seed >>> 0) ^ 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const populationClaimId = (index: number) => `CLM-BK-${String(index + 1).padStart(6, '0')}`;

/** The phone number claim `index` gives its policyholder (and the one before it shares every 200th). */
export function populationPhone(index: number): string {
  const owner = index % 200 === 199 ? index - 1 : index;
  return `07700 ${String(100_000 + owner).slice(-6)}`;
}

/** Claim `index` of the book made from `seed`. */
export function populationClaim(index: number, seed = 1): ClaimRecord {
  const next = rng(seed * 1_000_003 + index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const claim = structuredClone(DEMO_CLAIMS[index % DEMO_CLAIMS.length]!);
  claim.id = populationClaimId(index);
  claim.correspondence = claim.correspondence.slice(0, 5).map((m) => ({ ...m, text: m.text.slice(0, 600) }));
  claim.documents = claim.documents.slice(0, 2).map((d) => ({ ...d, text: d.text?.slice(0, 800) ?? d.text }));
  let json = JSON.stringify(claim);
  const letters = () => String.fromCharCode(65 + Math.floor(next() * 26));
  for (const plate of claimRegistrations(claim)) {
    const own = `${letters()}${letters()}${10 + Math.floor(next() * 60)} ${letters()}${letters()}${letters()}`;
    json = json.split(plate).join(own);
  }
  for (const detail of claimBankDetails(claim)) {
    for (const account of detail.value.match(/\d{4} ?\d{4}/g) ?? []) json = json.split(account).join(String(10_000_000 + Math.floor(next() * 89_999_999)));
  }
  const own = JSON.parse(json) as ClaimRecord;
  Object.assign(claim, own);
  for (const party of claim.parties) {
    // The people a linked claim is found by (not firms, whose numbers many claims share).
    if (!['policyholder', 'claimant', 'third_party', 'driver', 'witness'].includes(party.role)) continue;
    const name = `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`;
    party.name = party.role === 'policyholder' && /\b(?:Ltd|LLP|plc)\b/.test(party.name) ? `${name.split(' ')[1]} Trading Ltd` : name;
    party.phone = party.role === 'policyholder' ? populationPhone(index) : `07700 ${String(Math.floor(next() * 900_000) + 100_000)}`;
    party.email = `${name.toLowerCase().replace(' ', '.')}.${index}@example.com`;
    party.address = `${1 + Math.floor(next() * 120)} ${pick(STREETS)}, ${pick(TOWNS)} ${1 + Math.floor(next() * 9)}${pick(['AB', 'DX', 'HQ', 'NP'])}`;
  }
  return claim;
}

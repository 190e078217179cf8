/**
 * Demo data: seven synthetic UK claims across motor, property and liability, the dev roster of
 * users and teams, and a generator for one very large claim (for benchmarks).
 *
 * The data is written for an app "today" of 2026-11-30: deadlines computed against that date give
 * a mix of met, lapsed, overdue, due-soon and upcoming items. The tests pin that day; the seed
 * moves the claims by whole weeks to the day it runs (`demoClaimsFor`), so the mix stays. All people, firms, addresses, phone
 * numbers (Ofcom drama ranges) and email domains (.example) are fictional.
 */
import type { ClaimRecord } from '@claims/shared';
import { liabilityLimitation } from './claims/liability-limitation';
import { liabilitySlipTrip } from './claims/liability-slip-trip';
import { motorCancelled } from './claims/motor-cancelled';
import { motorRearEnd } from './claims/motor-rear-end';
import { propertyBurglary } from './claims/property-burglary';
import { propertyClosedRecovery } from './claims/property-closed-recovery';
import { propertyEscapeOfWater } from './claims/property-escape-of-water';
import { addDays } from '../src/domain/calendar/dates';
import { redateClaim, weeksToMove } from './redate';

export { generateLargeClaim, type LargeClaimOptions } from './large-claim';
export { redateClaim, weeksToMove } from './redate';

/** The date the demo data is written against (the tests pin "today" here). */
export const DEMO_TODAY = '2026-11-30';

export const DEMO_TEAMS = ['Motor', 'Property', 'Liability'] as const;
export type DemoTeam = (typeof DEMO_TEAMS)[number];

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  role: 'handler' | 'supervisor' | 'admin';
  team?: DemoTeam;
}

/** The dev roster: one handler per team, a supervisor and an admin (no team). */
export const DEMO_USERS: DemoUser[] = [
  { id: 'handler-motor', email: 'priya.chaudhary@claims.example', name: 'Priya Chaudhary', role: 'handler', team: 'Motor' },
  { id: 'handler-property', email: 'gareth.llewellyn@claims.example', name: 'Gareth Llewellyn', role: 'handler', team: 'Property' },
  { id: 'handler-liability', email: 'siobhan.murray@claims.example', name: 'Siobhan Murray', role: 'handler', team: 'Liability' },
  { id: 'supervisor', email: 'helen.whitcombe@claims.example', name: 'Helen Whitcombe', role: 'supervisor' },
  { id: 'admin', email: 'tom.ashworth@claims.example', name: 'Tom Ashworth', role: 'admin' },
];

/** The demo claims, in the order a demo walks through them. */
export const DEMO_CLAIMS: ClaimRecord[] = [
  motorRearEnd,
  motorCancelled,
  propertyEscapeOfWater,
  propertyBurglary,
  liabilitySlipTrip,
  propertyClosedRecovery,
  liabilityLimitation,
];

export { liabilityLimitation, liabilitySlipTrip, motorCancelled, motorRearEnd, propertyBurglary, propertyClosedRecovery, propertyEscapeOfWater };

/** The demo claims as they read on `today`: every date moved by whole weeks from DEMO_TODAY. */
export function demoClaimsFor(today: string): ClaimRecord[] {
  const days = weeksToMove(DEMO_TODAY, today);
  return DEMO_CLAIMS.map((claim) => redateClaim(claim, days));
}

/** Where a date written in the demo claims falls once the seed has moved them for `today`. */
export function demoDate(date: string, today: string): string {
  return addDays(date, weeksToMove(DEMO_TODAY, today));
}

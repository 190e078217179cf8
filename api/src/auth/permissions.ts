/**
 * Who may see what. Handlers see their team's claims; supervisors and admins see every team's;
 * only admins import or replace claims, and read the audit log.
 */
import type { StoredUser } from '../storage/users';

/** The teams whose claims this user may see; `undefined` means every team. */
export function visibleTeams(user: StoredUser): string[] | undefined {
  if (user.role === 'handler') return user.team ? [user.team] : [];
  return undefined;
}

export function canSeeTeam(user: StoredUser, team: string): boolean {
  const teams = visibleTeams(user);
  return teams === undefined || teams.includes(team);
}

export function canImportClaims(user: StoredUser): boolean {
  return user.role === 'admin';
}

export function canReadAudit(user: StoredUser): boolean {
  return user.role === 'admin';
}

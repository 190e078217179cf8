/**
 * Who oversees whose work: a supervisor their team's (every team's when they have none, as they
 * see every claim), an admin everyone's. Overseeing lets a user read a handler's conversations as
 * a document and read the feedback given on answers.
 */
import type { StoredUser } from '../storage/users';

/** The teams whose work this user oversees: `undefined` for every team, `[]` for none (a handler). */
export function overseenTeams(user: StoredUser): string[] | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role === 'supervisor') return user.team ? [user.team] : undefined;
  return [];
}

export function oversees(user: StoredUser, team: string): boolean {
  const teams = overseenTeams(user);
  return teams === undefined || teams.includes(team);
}

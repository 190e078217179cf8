/**
 * Users in D1: an email with a name, a role and (for handlers) a team. A user is a person (signed
 * in by email) or a service (an Access service token, signed in by its Client ID, kept in the
 * email column): each is looked up only among its own kind, so a service token whose Client ID
 * equals a person's email never signs in as that person.
 */
import type { User } from '@claims/shared';

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: User['role'];
  team: string | null;
}

export interface StoredUser extends User {
  email: string;
}

/** Who an Access token names: a person by email, or a service token by its Client ID. */
export type UserKind = 'person' | 'service';

function toUser(row: UserRow): StoredUser {
  const user: StoredUser = { id: row.id, email: row.email, name: row.name, role: row.role };
  if (row.team !== null) user.team = row.team;
  return user;
}

export async function findUserById(db: D1Database, id: string): Promise<StoredUser | undefined> {
  const row = await db.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<UserRow>();
  return row ? toUser(row) : undefined;
}

export async function findUserByEmail(db: D1Database, email: string, kind: UserKind = 'person'): Promise<StoredUser | undefined> {
  const row = await db.prepare('SELECT * FROM users WHERE email = ? AND kind = ?').bind(email, kind).first<UserRow>();
  return row ? toUser(row) : undefined;
}

export async function listUsers(db: D1Database): Promise<StoredUser[]> {
  const { results } = await db.prepare("SELECT * FROM users ORDER BY CASE role WHEN 'handler' THEN 0 WHEN 'supervisor' THEN 1 ELSE 2 END, id").all<UserRow>();
  return results.map(toUser);
}

/** Inserts or updates users (the dev roster seed, and tests). */
export async function upsertUsers(db: D1Database, users: (StoredUser & { kind?: UserKind })[]): Promise<void> {
  if (users.length === 0) return;
  await db.batch(
    users.map((u) =>
      db
        .prepare(
          `INSERT INTO users (id, email, name, role, team, kind) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET email = excluded.email, name = excluded.name,
             role = excluded.role, team = excluded.team, kind = excluded.kind`,
        )
        .bind(u.id, u.email, u.name, u.role, u.team ?? null, u.kind ?? 'person'),
    ),
  );
}

/**
 * Dev sign-in (AUTH_MODE=dev, which only `npm run dev` and the tests set): the user is the one
 * named by the `X-Dev-User` header, an id from `GET /api/dev/users`; with no header, the admin.
 */
import { AppError } from '../errors';
import { findUserById, listUsers, type StoredUser } from '../storage/users';

export const DEV_USER_HEADER = 'X-Dev-User';

export async function devUser(db: D1Database, headerValue: string | undefined): Promise<StoredUser> {
  if (headerValue === undefined || headerValue === '') {
    const admin = (await listUsers(db)).find((u) => u.role === 'admin');
    if (!admin) {
      throw new AppError(403, 'unknown_user', 'No admin user exists yet. Run `npm run dev` to seed the dev roster.');
    }
    return admin;
  }
  const user = await findUserById(db, headerValue);
  if (!user) {
    const ids = (await listUsers(db)).map((u) => u.id).join(', ');
    throw new AppError(403, 'unknown_user', `"${headerValue}" is not a dev user. Use one of: ${ids}.`);
  }
  return user;
}

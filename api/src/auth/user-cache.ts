/**
 * Signed-in users, remembered per isolate for a short while, so a chat turn does not pay a D1
 * round trip to look up the same person again. A change of role or team in D1 takes effect
 * within `USER_CACHE_MS`.
 */
import type { StoredUser } from '../storage/users';

export const USER_CACHE_MS = 30_000;
const MAX_USERS = 500;
const cache = new Map<string, { user: StoredUser; until: number }>();

export async function cachedUser(key: string, load: () => Promise<StoredUser>, now = Date.now()): Promise<StoredUser> {
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.user;
  const user = await load();
  if (cache.size >= MAX_USERS) cache.delete(cache.keys().next().value as string);
  cache.set(key, { user, until: now + USER_CACHE_MS });
  return user;
}

import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../storage/users';
import { cachedUser, USER_CACHE_MS } from './user-cache';

const user = (role: StoredUser['role']): StoredUser => ({ id: 'u1', email: 'u1@example.com', name: 'U One', role });

describe('the signed-in user cache', () => {
  it('loads once within the window, again after it, and never caches a refusal', async () => {
    let loads = 0;
    const load = async () => user(++loads === 1 ? 'handler' : 'supervisor');
    expect((await cachedUser('k1', load, 1000)).role).toBe('handler');
    expect((await cachedUser('k1', load, 1000 + USER_CACHE_MS - 1)).role).toBe('handler');
    expect(loads).toBe(1);
    expect((await cachedUser('k1', load, 1000 + USER_CACHE_MS)).role).toBe('supervisor');

    const refuse = async (): Promise<StoredUser> => {
      throw new Error('unknown');
    };
    await expect(cachedUser('k2', refuse, 0)).rejects.toThrow('unknown');
    expect((await cachedUser('k2', async () => user('admin'), 0)).role).toBe('admin');
  });
});

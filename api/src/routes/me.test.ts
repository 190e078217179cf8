import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo';
import { call, seedDemo } from '../../test/helpers';

beforeAll(seedDemo);

describe('GET /api/me and /api/dev/users (dev sign-in)', () => {
  it('is the admin when no X-Dev-User is sent', async () => {
    const me = await (await call('/api/me')).json<{ role: string }>();
    expect(me.role).toBe('admin');
  });

  it('is the named roster user, without their email', async () => {
    const handler = DEMO_USERS.find((u) => u.role === 'handler')!;
    const me = await (await call('/api/me', { user: handler.id })).json();
    expect(me).toEqual({ id: handler.id, name: handler.name, role: 'handler', team: handler.team });
  });

  it('refuses an unknown dev user with 403 unknown_user, listing the valid ids', async () => {
    const res = await call('/api/me', { user: 'nobody' });
    expect(res.status).toBe(403);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('unknown_user');
    expect(body.error.message).toContain(DEMO_USERS[0]!.id);
  });

  it('lists the roster even for a dev user id that no longer exists, so the browser can choose another', async () => {
    const res = await call('/api/dev/users', { user: 'removed-user' });
    expect(res.status).toBe(200);
    expect((await res.json<{ users: unknown[] }>()).users.length).toBe(DEMO_USERS.length);
  });

  it('lists the roster: a handler of each team, a supervisor and an admin', async () => {
    const { users } = await (await call('/api/dev/users')).json<{ users: { role: string; team?: string }[] }>();
    expect(users.map((u) => u.role)).toEqual(expect.arrayContaining(['handler', 'supervisor', 'admin']));
    expect(new Set(users.filter((u) => u.role === 'handler').map((u) => u.team)).size).toBeGreaterThanOrEqual(3);
  });
});

/** The hono environment of every route: the Worker's bindings and the signed-in user. Its own module, so the app and its routes do not import each other. */
import type { Env } from './env';
import type { StoredUser } from './storage/users';

export type AppEnv = { Bindings: Env; Variables: { user: StoredUser } };

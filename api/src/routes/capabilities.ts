/** `GET /api/capabilities`: the CapabilityMeta catalogue the chips and the "More" menu show. */
import { Hono } from 'hono';
import { CAPABILITY_CATALOGUE } from '@claims/shared';
import type { AppEnv } from '../app-env';

export const capabilityRoutes = new Hono<AppEnv>().get('/capabilities', (c) => c.json({ capabilities: CAPABILITY_CATALOGUE }));

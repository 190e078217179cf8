/**
 * `GET /api/queue`: the work queue, every deadline not yet met on the claims the caller may see,
 * overdue first, then due today, due within 5 business days, then upcoming (that is, by due
 * date), each with its claim, the deadline in words, its basis and the days left. A
 * summary-resolution window that has passed has lapsed (it is an opportunity, not a duty) and is
 * left out. Groups are worked out from the stored due dates on the day asked for (`on`, by
 * default today in London), so nothing goes stale overnight.
 *
 * Filters: `mine=true` (claims I handle), `team`, `kind` (a deadline kind), `status` (the claim's),
 * `group`; `limit` (1–500, default 100) with `after` (a page's `next`) to page.
 */
import * as z from 'zod';
import { CLAIM_STATUSES } from './claim-vocabulary';
import { DEADLINE_KINDS } from './deadline-kinds';
import { calendarDate } from './primitives';
import { pageSize } from './wire';

export const QUEUE_GROUPS = ['overdue', 'today', 'soon', 'upcoming'] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];

/** "Due soon" runs to this many business days after today. */
export const QUEUE_SOON_BUSINESS_DAYS = 5;

export const MAX_QUEUE_PAGE = 500;
export const DEFAULT_QUEUE_PAGE = 100;

/** A page's `next`: the due date, claim id and position of the last row shown. */
const QUEUE_CURSOR = /^\d{4}-\d{2}-\d{2}~[A-Za-z0-9._:-]{1,64}~\d{1,6}$/;

export const QueueQuerySchema = z.strictObject({
  mine: z
    .enum(['true', 'false'], 'Use mine=true (claims you handle) or mine=false')
    .optional()
    .transform((v) => v === 'true'),
  team: z.string().min(1).max(300).optional(),
  kind: z.enum(DEADLINE_KINDS).optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
  group: z.enum(QUEUE_GROUPS).optional(),
  on: calendarDate.optional(),
  limit: pageSize(MAX_QUEUE_PAGE, 'deadlines').optional(),
  after: z.string().regex(QUEUE_CURSOR, 'Use the `next` of the page before, as it was given').optional(),
});
export type QueueQuery = z.output<typeof QueueQuerySchema>;

export const QueueItemSchema = z.object({
  claimId: z.string(),
  policyholder: z.string(),
  team: z.string(),
  handler: z.object({ id: z.string(), name: z.string() }),
  claimStatus: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  /** The deadline in words. */
  what: z.string(),
  due: z.string(),
  /** Negative when overdue. */
  daysLeft: z.number(),
  group: z.enum(QUEUE_GROUPS),
  basis: z.string(),
  /** What started the clock, as a cite id ("event:e1", "offer:o2", "task:t3", "loss"). */
  source: z.string(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueueSchema = z.object({
  /** The day the groups are counted from. */
  on: z.string(),
  /** Every deadline the filters keep, per group (not only this page's). */
  counts: z.object({ overdue: z.number(), today: z.number(), soon: z.number(), upcoming: z.number() }),
  items: z.array(QueueItemSchema),
  next: z.string().optional(),
});
export type Queue = z.infer<typeof QueueSchema>;

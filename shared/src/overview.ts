/**
 * `GET /api/claims/:id/overview`: what a handler should know before asking anything, worked out
 * by the same deterministic rules a chat turn's tools use, for the UK date of the request.
 *
 *   { today, alerts[], deadlines[] }
 *   - alerts: `{kind, severity, title, detail, panel, sources[]}`, high severity first. An alert
 *     that does not apply is absent. `sources` are citation-form ids ("msg:c5", "event:e1",
 *     "task:t3", "offer:o2", "party:p1", "doc:d3") the page opens within `panel`.
 *   - deadlines: every deadline exactly as the `list_deadlines` tool gives it (statutory and
 *     diary), sorted by due date.
 */
import * as z from 'zod';
import { MatterPanelSchema, type MatterPanel } from './panels';
import { calendarDate } from './primitives';

export const ALERT_KINDS = [
  'cover_in_doubt',
  'open_complaint',
  'vulnerability',
  'risk_flags',
  'overdue',
  'due_soon',
  'part36_running',
  'limitation_near',
  'litigation',
] as const;
export const AlertKindSchema = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKindSchema>;

export const ALERT_SEVERITIES = ['high', 'medium', 'low'] as const;
export const AlertSeveritySchema = z.enum(ALERT_SEVERITIES);
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

export const AlertSchema = z.object({
  kind: AlertKindSchema,
  severity: AlertSeveritySchema,
  title: z.string(),
  detail: z.string(),
  panel: MatterPanelSchema,
  sources: z.array(z.string()),
});
export type Alert = z.infer<typeof AlertSchema>;

export const DEADLINE_STATUSES = ['met', 'overdue', 'due_soon', 'upcoming', 'lapsed'] as const;

/** One row of `list_deadlines`. */
export const DeadlineRowSchema = z.object({
  kind: z.string(),
  due: calendarDate,
  dueText: z.string(),
  daysLeft: z.number().int(),
  status: z.enum(DEADLINE_STATUSES),
  basis: z.string(),
  /** What started the clock: a citation-form id ("event:e1", "offer:o2", "task:t3") or "loss". */
  trigger: z.string(),
  what: z.string(),
  metBy: z.string().optional(),
  metOn: calendarDate.optional(),
  metLate: z.boolean().optional(),
  note: z.string().optional(),
});
export type DeadlineRow = z.infer<typeof DeadlineRowSchema>;

export const ClaimOverviewSchema = z.object({
  today: calendarDate,
  alerts: z.array(AlertSchema),
  deadlines: z.array(DeadlineRowSchema),
});
export type ClaimOverview = z.infer<typeof ClaimOverviewSchema>;

/** Each deadline kind `list_deadlines` gives, in a handler's words (the page, alerts and offline answers). */
export const DEADLINE_LABELS: Record<string, string> = {
  complaint_summary_resolution: 'Complaint summary resolution',
  complaint_final_response: 'Complaint final response',
  letter_of_claim_acknowledgement: 'Letter of claim acknowledgement',
  liability_decision: 'Liability decision',
  cnf_response: 'CNF response',
  limitation: 'Limitation',
  part36_relevant_period: 'Part 36 relevant period',
  task: 'Diary task',
};

/** A deadline kind in words; an unknown one humanised by the caller's fallback. */
export function deadlineLabel(kind: string, fallback: (code: string) => string = (c) => c): string {
  return Object.hasOwn(DEADLINE_LABELS, kind) ? DEADLINE_LABELS[kind]! : fallback(kind);
}

/** The panel that shows each kind of source an alert or deadline names. */
const SOURCE_PANELS: Record<string, MatterPanel> = {
  msg: 'correspondence',
  doc: 'documents',
  event: 'timeline',
  party: 'parties',
  task: 'deadlines',
  offer: 'financials',
  payment: 'financials',
  policy: 'policy',
};

/** The panel showing `source` ("msg:c5" → correspondence), or `fallback` for a kind no panel shows. */
export function sourcePanel(source: string | undefined, fallback: MatterPanel): MatterPanel {
  const kind = source?.split(':')[0] ?? '';
  return Object.hasOwn(SOURCE_PANELS, kind) ? SOURCE_PANELS[kind]! : fallback;
}

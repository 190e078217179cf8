/**
 * The HTTP API's wire types, shared by the Worker and the browser, and the one description of
 * the stream's events and order (docs/http-api.md adds the stop reasons and error codes).
 *
 * Errors: every non-2xx JSON answer is `{ error: { code, message, retryable, ...detail } }`:
 * `issues` on a 400 for a body that breaks its schema, `retryAfterSeconds` on a 429 (with
 * `Retry-After`). `retryable` says whether sending the same request again can help (after any
 * wait the message names); it follows from the code alone (`RETRYABLE`, below), so a client
 * decides from it, never from the message's words, and reads an answer without it (stored before
 * it was sent) through `isRetryable(code)`.
 *
 * The chat stream (`POST /api/claims/:id/chat`, `text/event-stream`): each Server-Sent Event is
 * `event: <name>` with one JSON object in `data:` (its schema in `StreamEventSchemas`) and an
 * increasing `id:`. Everything refused before the stream starts is a JSON error instead. Order:
 *   conversation → [text | activity → client_action*]* → usage → verification → done
 *   - conversation `{conversationId, capability: id | null}`: always first.
 *   - text `{delta}`: the answer as it streams.
 *   - activity `{id, tool, label}`: a tool call starts; any client_action
 *     `{type: "highlight_panel", panel}` the call produces follows it.
 *   - usage `{inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens}`: the turn's total,
 *     once, when the model has finished, if the provider reported tokens (all zero offline).
 *   - verification `{checked, unverified: [{text, kind, offset}]}`: the figure check, once the
 *     text is whole, on success: how many dates, amounts and counts of days the reply states, and
 *     those found neither in the claim's records nor in the turn's tool results (nor as right
 *     arithmetic on them); `offset` is where the figure starts in the reply's whole text (every
 *     text delta joined). Offline replies are the tools' own words: checked, none unverified.
 *     Not sent for a quick action the claim cannot support.
 *   - done `{messageId, stopReason, modelRounds}`: last, on success; `modelRounds` is how many
 *     model requests the turn made (0 offline: no model; 1 when the first calls sufficed).
 * A quick action the claim cannot support calls no model: conversation, one text saying why, then
 * done with stopReason "capability_unavailable", and no usage.
 * On a failure after the stream started (the provider, the turn limit, a silent model, a reply
 * over MODEL_MAX_REPLY_CHARS with the text up to it kept, a turn over TURN_MAX_DURATION_MS): usage if
 * any tokens were spent, then a single error `{code, message, retryable}` (`code` one of
 * ERROR_CODES, `retryable` as for JSON errors), and the stream ends without done.
 * A turn stopped by `POST /api/conversations/:id/stop` ends with a single error `{code: "aborted"}`.
 * While a turn runs, a comment line (`: keep-alive`) goes out every SSE_KEEP_ALIVE_MS; clients
 * ignore it.
 *
 * The turn runs on the server to its end whether or not anyone reads the stream. Event ids count
 * from 1 within a turn; `GET /api/conversations/:id/stream` with `Last-Event-ID: n` sends the
 * conversation's latest turn's events after n (without it, from the start: a second tab), live
 * until the turn ends, each once and in order; 204 when there is no turn to resume.
 */
import * as z from 'zod';
import { MatterPanelSchema } from './panels';
import { calendarDate, entityId } from './primitives';
import { CLAIM_SORTS, SEARCH_FIELDS } from './claim-search-fields';
import { CapabilityMetaSchema } from './capabilities';
import { CLAIM_STATUSES, LINES_OF_BUSINESS } from './claim-vocabulary';
import { unsafeTextReason } from './safe-text';

export const MAX_CHAT_MESSAGE_CHARS = 8000;

/**
 * Error codes a client can act on. `capability_unavailable` is not sent as an error: it is the
 * `stopReason` of a quick action the claim cannot support (see above).
 */
export const ERROR_CODES = [
  'bad_request',
  'invalid_claim',
  'invalid_id',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'claim_unreadable',
  'method_not_allowed',
  'forbidden',
  'unauthorized',
  'unknown_user',
  'auth_not_configured',
  'auth_unavailable',
  'provider_misconfigured',
  'unknown_capability',
  'capability_unavailable',
  'rate_limited',
  'turn_in_progress',
  'model_budget_exhausted',
  'turn_limit',
  'reply_too_long',
  'turn_timeout',
  'provider_auth',
  'provider_rate_limited',
  'provider_unavailable',
  'provider_error',
  'conversation_too_long',
  'stream_interrupted',
  'aborted',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Whether asking again, unchanged, can help: the one place this is decided. The Worker sends it as
 * `retryable` with every error (JSON bodies and the stream's `error` event) and the page offers
 * Retry on it; an answer stored before the field existed is read through the same table.
 */
export const RETRYABLE: Readonly<Record<ErrorCode, boolean>> = {
  bad_request: false,
  invalid_claim: false,
  invalid_id: false,
  payload_too_large: false,
  unsupported_media_type: false,
  not_found: false,
  claim_unreadable: false,
  method_not_allowed: false,
  forbidden: false,
  unauthorized: false,
  unknown_user: false,
  auth_not_configured: false,
  auth_unavailable: true,
  provider_misconfigured: false,
  unknown_capability: false,
  capability_unavailable: false,
  rate_limited: true,
  turn_in_progress: true,
  model_budget_exhausted: false,
  turn_limit: true,
  reply_too_long: false,
  turn_timeout: true,
  provider_auth: false,
  provider_rate_limited: true,
  provider_unavailable: true,
  provider_error: true,
  conversation_too_long: false,
  stream_interrupted: true,
  aborted: true,
  internal: true,
};

/** `retryable` for a code: the table's answer; a code this build does not know (a newer server's) may be retried. */
export function isRetryable(code: string): boolean {
  return (RETRYABLE as Record<string, boolean | undefined>)[code] ?? true;
}

/** An error as the Worker sends it, in a JSON body or an `error` event: `retryable` from the code. */
export function errorDetail(code: ErrorCode, message: string): { code: ErrorCode; message: string; retryable: boolean } {
  return { code, message, retryable: RETRYABLE[code] };
}

export const ValidationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ErrorBodySchema = z.object({
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      /** Whether asking again can help (`RETRYABLE`); absent from older answers: use `isRetryable(code)`. */
      retryable: z.boolean().optional(),
      issues: z.array(ValidationIssueSchema).optional(),
    })
    .loose(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ProviderNameSchema = z.enum(['anthropic', 'openai', 'offline']);
export type ProviderName = z.infer<typeof ProviderNameSchema>;

export const HealthSchema = z.object({
  ok: z.literal(true),
  provider: ProviderNameSchema,
  model: z.string().nullable(),
  capabilities: z.number().int(),
  tools: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;

export const CapabilitiesResponseSchema = z.object({ capabilities: z.array(CapabilityMetaSchema) });

export const ClaimSummarySchema = z.object({
  id: z.string(),
  lineOfBusiness: z.string(),
  status: z.string(),
  policyholder: z.string(),
  lossDate: z.string(),
  handler: z.object({ id: z.string(), name: z.string(), team: z.string() }),
  /** The earliest deadline not yet met, due today or later (the derived columns: storage/claim-list.ts). */
  nextDeadline: z.object({ due: z.string(), kind: z.string() }).nullable().optional(),
  /** Deadlines not met whose due date has passed (a lapsed summary-resolution window is not one). */
  overdue: z.number().optional(),
  /** Fraud indicators raised, plus the vulnerability and dissatisfaction screens that found something. */
  alerts: z.number().optional(),
  /** Paid plus outstanding reserve, in minor units of `currency`. */
  incurred: z.number().optional(),
  currency: z.string().optional(),
  policyNumber: z.string().optional(),
  /** With `q`: the field the search matched, and its value as written. */
  matched: z.object({ field: z.enum(SEARCH_FIELDS), value: z.string() }).optional(),
});
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;
export const ClaimListSchema = z.object({
  claims: z.array(ClaimSummarySchema),
  /** Present when a `limit` left claims out: pass it as `after` for the next page. */
  next: z.string().optional(),
  /** The same for a list in `sort` order: pass it as `offset` for the next page. */
  nextOffset: z.number().optional(),
});

/** A query parameter counting items on a page: a whole number from 1 to `max`, given as text. */
export const pageSize = (max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `Use a whole number of ${what} from 1 to ${max}`)
    .transform(Number)
    .pipe(z.number().min(1, `Ask for at least 1 of the ${what}`).max(max, `Ask for at most ${max} ${what} a page; page on for more`));

/** The most claims one page of the list holds. */
export const MAX_CLAIM_PAGE = 1000;

/**
 * `GET /api/claims?team=&status=&lineOfBusiness=&limit=&after=`: each filter keeps the claims that
 * match it (within those the caller may see); the list is in id order, and `limit` cuts it into
 * pages, each one's `next` being the `after` of the one that follows. With none, every claim.
 * `q` searches across claims (each claim answers with the field it `matched`); `sort` orders by
 * a column (`order=desc` to reverse; claims with no next deadline come last either way), paged by
 * `offset` (each page's `nextOffset`) instead of `after`.
 */
export const ClaimListQuerySchema = z.strictObject({
  team: z.string().min(1).max(300).optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
  lineOfBusiness: z.enum(LINES_OF_BUSINESS).optional(),
  limit: pageSize(MAX_CLAIM_PAGE, 'claims').optional(),
  after: entityId.optional(),
  /** Searches ids, policy numbers, names, firms, registrations, emails, phones and deadline kinds. */
  q: z.string().trim().min(1, 'Write something to search for, or leave q out').max(200, 'Keep the search to 200 characters').optional(),
  sort: z.enum(CLAIM_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** With a `sort` other than id, pages are counted: skip this many claims. */
  offset: z
    .string()
    .regex(/^\d{1,6}$/, 'Use a whole number of claims to skip, from 0')
    .transform(Number)
    .optional(),
  /** The day deadlines are counted from (default: today in London). */
  on: calendarDate.optional(),
});
export type ClaimListQuery = z.output<typeof ClaimListQuerySchema>;

export const ROLES = ['handler', 'supervisor', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: RoleSchema,
  team: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;
export const DevUsersSchema = z.object({ users: z.array(UserSchema) });

export const PutClaimResponseSchema = z.object({ id: z.string() });

/** The chat request. Strict: an unknown field is refused, not ignored. */
export const ChatRequestSchema = z.strictObject({
  message: z
    .string()
    .refine((m) => m.trim().length > 0, 'Write a message (it cannot be empty)')
    .refine((m) => m.length <= MAX_CHAT_MESSAGE_CHARS, `Keep the message to ${MAX_CHAT_MESSAGE_CHARS} characters or fewer`)
    .superRefine((m, ctx) => {
      const reason = unsafeTextReason(m);
      if (reason) ctx.addIssue({ code: 'custom', message: reason, input: m });
    }),
  capability: z.string().max(64).optional(),
  conversationId: entityId.optional(),
  canActOnScreen: z.boolean().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ClientActionSchema = z.object({
  type: z.literal('highlight_panel'),
  panel: MatterPanelSchema,
});
export type ClientAction = z.infer<typeof ClientActionSchema>;

export const UsageSchema = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  cacheReadTokens: z.number().int(),
  cacheWriteTokens: z.number().int(),
});
export type Usage = z.infer<typeof UsageSchema>;

/** No tokens yet: where a turn's usage starts (copy it before adding to it). */
export const ZERO_USAGE: Readonly<Usage> = Object.freeze({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });

export const FIGURE_KINDS = ['date', 'money', 'days'] as const;

/** The figure check of one reply (the `verification` event, and stored with the message). */
export const VerificationSchema = z.object({
  checked: z.number().int().min(0),
  unverified: z.array(z.object({ text: z.string(), kind: z.enum(FIGURE_KINDS), offset: z.number().int().min(0) })),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** Each SSE event's data, by event name. */
export const StreamEventSchemas = {
  conversation: z.object({ conversationId: z.string(), capability: z.string().nullable() }),
  activity: z.object({ id: z.string(), tool: z.string(), label: z.string() }),
  text: z.object({ delta: z.string() }),
  client_action: ClientActionSchema,
  usage: UsageSchema,
  verification: VerificationSchema,
  /** `retryable` is absent from events stored before it was sent: read it as `isRetryable(code)`. */
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), retryable: z.boolean().optional() }),
  done: z.object({ messageId: z.string(), stopReason: z.string(), modelRounds: z.number().int().min(0).optional() }),
} as const;

export type StreamEventName = keyof typeof StreamEventSchemas;
export type StreamEventData<N extends StreamEventName> = z.infer<(typeof StreamEventSchemas)[N]>;
export type StreamEvent = {
  [N in StreamEventName]: { event: N; data: StreamEventData<N> };
}[StreamEventName];

/** Parses one received SSE event into a typed event; `undefined` for an unknown or bad one. */
export function parseStreamEvent(event: string | undefined, data: string): StreamEvent | undefined {
  if (!event || !(event in StreamEventSchemas)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const result = StreamEventSchemas[event as StreamEventName].safeParse(json);
  return result.success ? ({ event, data: result.data } as StreamEvent) : undefined;
}

/** A stored transcript (`GET /api/conversations/:id`). Tool-call provenance is redacted. */
export const ToolCallRecordSchema = z.object({
  id: z.string(),
  tool: z.string(),
  arguments: z.string(),
  resultPreview: z.string(),
  isError: z.boolean(),
  durationMs: z.number(),
  redacted: z.boolean(),
});
export const TranscriptMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  capability: z.string().nullable(),
  /** 'running': its turn is still being answered (reattach with the conversation's stream). */
  status: z.enum(['complete', 'interrupted', 'running']),
  stopReason: z.string().nullable(),
  createdAt: z.string(),
  usage: UsageSchema.nullable(),
  /** The figure check of an assistant reply; null (or absent) for the handler's messages and older replies. */
  verification: VerificationSchema.nullable().optional(),
  toolCalls: z.array(ToolCallRecordSchema),
});
export const TranscriptSchema = z.object({
  id: z.string(),
  claimId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  messages: z.array(TranscriptMessageSchema),
  /** How many messages come before the first one listed (0 when the transcript starts there). */
  earlierMessages: z.number().int().min(0),
});

/** The most messages one page of a transcript lists. */
export const MAX_TRANSCRIPT_PAGE = 500;

/**
 * `GET /api/conversations/:id?limit=&before=`: with neither, the whole transcript; `limit` keeps
 * the latest messages, and `before` (a message id, e.g. the first one listed) pages back.
 */
export const TranscriptQuerySchema = z.strictObject({
  limit: pageSize(MAX_TRANSCRIPT_PAGE, 'messages').optional(),
  before: entityId.optional(),
});
export type TranscriptQuery = z.output<typeof TranscriptQuerySchema>;

/**
 * `GET /api/claims/:id/conversations`: the conversations on a claim, newest first. A handler sees
 * their own; a supervisor or admin sees everyone's (theirs to read, never to continue).
 */
export const ConversationSummarySchema = z.object({
  id: z.string(),
  claimId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** The first question asked, cut to 200 characters. */
  firstQuestion: z.string(),
  messages: z.number().int(),
  /** A turn is being answered now. */
  running: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;
export const ConversationListSchema = z.object({ conversations: z.array(ConversationSummarySchema) });
export type Transcript = z.infer<typeof TranscriptSchema>;
export type TranscriptMessage = z.infer<typeof TranscriptMessageSchema>;
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;

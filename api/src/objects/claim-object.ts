/**
 * One claim's Durable Object: its record (kept parsed and warm), its conversations and their
 * turns, in the object's own SQLite. The Worker signs the caller in, checks the team against the
 * claim directory in D1 and counts the rate limit before calling here; the object runs what
 * concerns the claim, one thing at a time, so two turns of a conversation cannot interleave.
 *
 * A turn runs here to its end whether or not a browser stays attached (turn-stream.ts); Stop is
 * a request of its own. While turns run, an alarm every 30 seconds keeps the object in memory;
 * the same alarm forgets finished turns' stored events after ten minutes.
 */
import { DurableObject } from 'cloudflare:workers';
import { errorDetail, type CapabilityId, type ChatRequest, type ClaimRecord, type ConversationSummary, type Transcript } from '@claims/shared';
import { numberSetting, type Env } from '../env';
import { modelSpendStatements } from '../budget/model-budget';
import { selectProvider, type SelectedProvider } from '../providers/select';
import type { TurnBeginning, TurnEnding } from '../storage/conversations';
import type { StoredUser } from '../storage/users';
import { runChatTurn } from '../turn/chat-turn';
import { DEFAULT_KEEP_ALIVE_MS } from '../turn/event-writer';
import { MAX_HISTORY_MESSAGES } from '../turn/history';
import { moveLegacyConversation, moveLegacyConversations } from './legacy-move';
import { objectNotFound, refuse, type ObjectAnswer, type Refusal, type TurnSettings } from './object-answers';
import { RecordHolder, RecordMissingError, type ObjectRecord } from './object-record';
import { allMessageIds, allTranscripts, expireConversations, type ExpiryResult } from './object-erasure';
import { migrateObjectSchema } from './object-schema';
import {
  beginTurn,
  finishTurn,
  hasConversation,
  listConversations,
  readTranscript,
  recentHistory,
  recoverCutTurns,
  UnknownMessageError,
  type TranscriptPage,
} from './object-transcript';
import { replayStream, TurnStream } from './turn-stream';
import { announcingProvider, BeginningGate } from './model-first';
import {
  answerWriter,
  forgetTurnRecords,
  queuedTurnRecords,
  queueTurnRecord,
  turnAuditStatement,
  turnFactsOf,
  turnRecordOf,
  turnRecordStatements,
} from './turn-records';

const HEARTBEAT_MS = 30_000;
/** How long a finished turn's events stay for a browser that reconnects. */
export const EVENTS_KEPT_MS = 10 * 60_000;

/** What the Worker knows of the claim from the directory, having checked the caller may see it. */
export interface DirectoryHead {
  claimId: string;
  team: string;
  version: number;
}

/** The directory's row for a conversation (D1 `conversations`). */
export interface ConversationRef {
  id: string;
  claimId: string;
  userId: string;
  createdAt: string;
}

export interface ObjectChatInput {
  head: DirectoryHead;
  user: StoredUser;
  body: ChatRequest;
  beginning: TurnBeginning;
  settings: TurnSettings;
  /** Set when the day's model budget is used up: the quick action runs offline, headed by it. */
  offlineNotice?: string;
}

interface RunningTurn {
  stream: TurnStream;
  abort: AbortController;
  stopped: boolean;
  /** The claim was erased while it ran: nothing of it may be written. */
  erased: boolean;
  /** Its beginning is written (model-first.ts: after the model is asked). */
  begun: boolean;
  gate: BeginningGate;
}

/** A claim whose stored record cannot be read: said so, with what to do, rather than a bare 500. */
function unreadableRecord(claimId: string, err: unknown): Refusal {
  const why = err instanceof RecordMissingError ? 'it is not stored' : String((err as Error).message ?? err).slice(0, 200);
  return refuse(
    500,
    'claim_unreadable',
    `The stored record of claim ${claimId} cannot be read (${why}). Nothing was saved for this message. An admin can import the claim again (PUT /api/claims/${claimId}).`,
  );
}

export class ClaimObject extends DurableObject<Env> {
  private records: RecordHolder | undefined;
  /** Running turns by conversation id. */
  private readonly turns = new Map<string, RunningTurn>();
  /** Counts erasures: a call that awaited across one must not write into the emptied storage. */
  private erasures = 0;
  /** Turn records D1 has taken, forgotten here with the object's next write (turn-records.ts). */
  private sentRecords: string[] = [];

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      migrateObjectSchema(ctx.storage.sql);
      // Turns live in memory: any reply still 'running' now was cut off by a reset.
      recoverCutTurns(ctx.storage);
    });
  }

  /** The record at the directory's version (or newer), if it still belongs to the team checked. */
  private async record(head: DirectoryHead): Promise<ObjectRecord | undefined> {
    this.records ??= new RecordHolder(this.ctx.storage, this.env.DB, head.claimId);
    const held = await this.records.get(head.version);
    return held.team === head.team ? held : undefined;
  }

  async claimRecord(head: DirectoryHead): Promise<ObjectAnswer<ClaimRecord>> {
    try {
      const held = await this.record(head);
      return held ? { ok: held.record } : objectNotFound('That claim');
    } catch (err) {
      if (err instanceof RecordMissingError) return refuse(404, 'not_found', err.message);
      throw err;
    }
  }

  /** Starts a turn and answers its stream; 409 while the conversation has one running. */
  async chat(input: ObjectChatInput): Promise<ObjectAnswer<ReadableStream<Uint8Array>>> {
    const { beginning, head } = input;
    const conversationId = beginning.conversationId;
    const erasuresAtStart = this.erasures;
    if (this.turns.has(conversationId)) {
      return refuse(409, 'turn_in_progress', 'A reply is still being written in this conversation. Wait for it to finish, or stop it, then send again.');
    }
    let held: ObjectRecord | undefined;
    try {
      held = await this.record(head);
    } catch (err) {
      // Refused before anything of the turn is written (the Worker then takes its start back).
      return this.erasures === erasuresAtStart ? unreadableRecord(head.claimId, err) : objectNotFound('That claim');
    }
    if (!held) return objectNotFound('That claim');
    if (!beginning.isNew) await this.ensureConversation({ id: conversationId, claimId: head.claimId, userId: input.user.id, createdAt: beginning.createdAt });
    const env = { ...this.env, ...input.settings };
    const selected: SelectedProvider = input.offlineNotice ? { name: 'offline', model: null } : selectProvider(env);
    const writer = await answerWriter(beginning, selected, input.offlineNotice !== undefined);
    // The claim was erased while this call waited: nothing of it may be written.
    if (this.erasures !== erasuresAtStart) return objectNotFound('That claim');
    // Checked again after the awaits above: the object may have started another turn meanwhile.
    if (this.turns.has(conversationId)) {
      return refuse(409, 'turn_in_progress', 'A reply is still being written in this conversation. Wait for it to finish, or stop it, then send again.');
    }
    const history = beginning.isNew ? [] : recentHistory(this.ctx.storage.sql, conversationId, MAX_HISTORY_MESSAGES + 1);

    const keepAliveMs = numberSetting(env.SSE_KEEP_ALIVE_MS, DEFAULT_KEEP_ALIVE_MS, { min: 50 });
    const turn: RunningTurn = {
      stream: new TurnStream(this.ctx.storage.sql, conversationId, beginning.assistantMessageId, keepAliveMs),
      abort: new AbortController(),
      stopped: false,
      erased: false,
      begun: false,
      // The model is asked before the beginning is written (model-first.ts); the stream is answered after.
      gate: new BeginningGate(),
    };
    const gate = turn.gate;
    this.turns.set(conversationId, turn);
    const attached = turn.stream.attach(0);
    if (!selected.provider) gate.settled();
    const finished = this.runToEnd(turn, gate, {
      env,
      claim: held.record,
      user: input.user,
      body: { ...input.body, capability: input.body.capability as CapabilityId | undefined },
      history,
      beginning,
      selected: announcingProvider(selected, gate),
      ...(input.offlineNotice && { offlineNotice: input.offlineNotice }),
      signal: turn.abort.signal,
      emit: async (event) => turn.stream.append(event),
    });
    this.ctx.waitUntil(finished);
    await gate.modelAsked;
    if (turn.erased) {
      // Erased while the model was being asked: the turn is ended and nothing of it is written.
      gate.begin();
      return objectNotFound('That claim');
    }
    // One commit: the earlier turn's events go, the beginning and its D1 records are queued.
    if (!beginning.isNew) this.forgetEventsOf(conversationId);
    forgetTurnRecords(this.ctx.storage.sql, this.sentRecords.splice(0));
    beginTurn(this.ctx.storage, beginning);
    queueTurnRecord(this.ctx.storage.sql, turnRecordOf(beginning, writer));
    turn.begun = true;
    gate.begin();
    await this.armAlarm(HEARTBEAT_MS);
    return { ok: attached };
  }

  private async runToEnd(turn: RunningTurn, gate: BeginningGate, input: Parameters<typeof runChatTurn>[0]): Promise<void> {
    let ending: TurnEnding;
    try {
      ending = await runChatTurn(input);
    } catch (err) {
      console.error('turn failed', { name: (err as Error).name, message: String((err as Error).message).slice(0, 160) });
      turn.stream.append({ event: 'error', data: errorDetail('internal', 'Something went wrong on our side while answering. Try again.') });
      ending = { assistantMessageId: input.beginning.assistantMessageId, text: '', status: 'interrupted', stopReason: 'error', usage: null, toolCalls: [] };
    }
    // Nothing of the turn is written before its beginning.
    gate.settled();
    await gate.begun;
    if (turn.erased) {
      // eraseAll() ended its stream and deleted its beginning and queued records; the tokens spent
      // still count, and the audit log (ids only, append-only) still says the turn ran.
      // A turn erased before its beginning was written was refused: only its tokens count.
      const audit = turn.begun ? [turnAuditStatement(this.env.DB, turnFactsOf(input.beginning))] : [];
      await this.sendToD1([...modelSpendStatements(this.env.DB, ending.usage), ...audit], 'recording an erased turn failed');
      return;
    }
    if (turn.stopped) {
      ending = { ...ending, status: 'interrupted', stopReason: 'stopped' };
      turn.stream.append({ event: 'error', data: errorDetail('aborted', 'The reply was stopped before it finished.') });
    }
    // The reply and the turn's last events are written together (no await between them).
    turn.stream.flush();
    finishTurn(this.ctx.storage, ending);
    this.turns.delete(turn.stream.conversationId);
    // The day's model budget (budget/model-budget.ts) counts every token, stopped turns' too,
    // before the stream closes: a turn sent the moment it closes sees this one's spend. The
    // queued turn records go in the same D1 batch.
    await this.sendTurnRecords(modelSpendStatements(this.env.DB, ending.usage));
    turn.stream.end();
  }

  /**
   * `spend` and the queued turn records (the ending turn's, and any a reset or a failed batch
   * left), in one D1 batch. Records that fail stay queued: the next turn's end or the alarm sends
   * them again. False when D1 refused the batch.
   */
  private async sendTurnRecords(spend: D1PreparedStatement[]): Promise<boolean> {
    const running = new Set([...this.turns.values()].map((turn) => turn.stream.messageId));
    const records = queuedTurnRecords(this.ctx.storage.sql, running);
    const erasuresAtStart = this.erasures;
    const statements = [...spend, ...records.flatMap((record) => turnRecordStatements(this.env.DB, record))];
    if (!(await this.sendToD1(statements, 'recording the turn in D1 failed'))) return false;
    if (this.erasures === erasuresAtStart) this.sentRecords.push(...records.map((record) => record.messageId));
    return true;
  }

  /** Runs `statements` in one D1 batch; false (logged, not thrown) when D1 refused it. */
  private async sendToD1(statements: D1PreparedStatement[], failure: string): Promise<boolean> {
    if (statements.length === 0) return true;
    try {
      await this.env.DB.batch(statements);
      return true;
    } catch (err) {
      console.error(failure, { statements: statements.length, message: String((err as Error).message).slice(0, 160) });
      return false;
    }
  }

  /** Stops the conversation's running turn; false when none runs. */
  async stop(conversationId: string): Promise<boolean> {
    const turn = this.turns.get(conversationId);
    if (!turn) return false;
    turn.stopped = true;
    turn.abort.abort(new Error("stopped at the handler's request"));
    return true;
  }

  /**
   * The conversation's latest turn from after event `after`: live while it runs, then closed;
   * null when there is no turn to resume (none yet, or its events have been forgotten).
   */
  async attach(conversationId: string, after: number): Promise<ReadableStream<Uint8Array> | null> {
    const running = this.turns.get(conversationId);
    if (running) {
      // Not before its beginning is written: the answer then waits for that write to be durable.
      await running.gate.begun;
      return running.stream.attach(after);
    }
    const latest = this.ctx.storage.sql
      .exec<{ id: string }>(`SELECT id FROM messages WHERE conversation_id = ? AND role = 'assistant' ORDER BY seq DESC LIMIT 1`, conversationId)
      .toArray()[0];
    if (!latest) return null;
    const stored = this.ctx.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM turn_events WHERE message_id = ?', latest.id).one().n;
    return stored > 0 ? replayStream(this.ctx.storage.sql, latest.id, after) : null;
  }

  async transcript(conversation: ConversationRef, page: TranscriptPage): Promise<ObjectAnswer<Transcript>> {
    await this.ensureConversation(conversation);
    try {
      return { ok: readTranscript(this.ctx.storage.sql, conversation, page) };
    } catch (err) {
      if (err instanceof UnknownMessageError) return refuse(400, 'bad_request', err.message);
      throw err;
    }
  }

  /** The claim's conversations, newest first: one user's, or everyone's (`userId` undefined). */
  async conversations(claimId: string, userId: string | undefined): Promise<ConversationSummary[]> {
    await moveLegacyConversations(this.env.DB, this.ctx.storage, claimId);
    return listConversations(this.ctx.storage.sql, claimId, userId);
  }

  /** Retention (retention/retention-job.ts): deletes those of `conversations` whose last message is before `cutoff`. */
  async expire(conversations: ConversationRef[], cutoff: string): Promise<ExpiryResult> {
    for (const conversation of conversations) await this.ensureConversation(conversation);
    const ids = conversations.map((conversation) => conversation.id);
    return expireConversations(this.ctx.storage, ids, cutoff, new Set(this.turns.keys()));
  }

  /** Erasure, before D1's rows go (retention/claim-erasure.ts): every message id held, for `answer_models`. */
  async erasureMessageIds(): Promise<string[]> {
    return allMessageIds(this.ctx.storage.sql);
  }

  /**
   * Erasure: ends any running turn without storing it (its readers get `aborted`), then deletes
   * everything the object stores, alarm included, and starts afresh with empty tables, so the id
   * can be imported again. Safe to repeat.
   */
  async eraseAll(): Promise<void> {
    for (const turn of this.turns.values()) {
      turn.erased = true;
      turn.stream.append({ event: 'error', data: errorDetail('aborted', 'This claim was erased while the reply was being written.') });
      turn.stream.end();
      turn.abort.abort(new Error('claim erased'));
    }
    this.turns.clear();
    this.records?.retire();
    this.records = undefined;
    this.erasures += 1;
    this.sentRecords = [];
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.alarmAt = null;
    migrateObjectSchema(this.ctx.storage.sql);
  }

  /** A subject access export (retention/subject-access.ts): every conversation whole, as stored. */
  async subjectAccess(claimId: string): Promise<Transcript[]> {
    await moveLegacyConversations(this.env.DB, this.ctx.storage, claimId);
    return allTranscripts(this.ctx.storage.sql, claimId);
  }

  override async alarm(): Promise<void> {
    this.alarmAt = null;
    forgetTurnRecords(this.ctx.storage.sql, this.sentRecords.splice(0));
    // Records a reset or a refused batch left: sent here too, so a claim with no next turn still
    // has its audit entries in D1. Until D1 takes them, the alarm comes back for them.
    const sent = await this.sendTurnRecords([]);
    forgetTurnRecords(this.ctx.storage.sql, this.sentRecords.splice(0));
    const cutoff = new Date(Date.now() - EVENTS_KEPT_MS).toISOString();
    this.ctx.storage.sql.exec(`DELETE FROM turn_events WHERE message_id IN (SELECT id FROM messages WHERE status != 'running' AND created_at < ?)`, cutoff);
    if (this.turns.size > 0 || !sent) await this.armAlarm(HEARTBEAT_MS);
    else if (this.ctx.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM turn_events').one().n > 0) await this.armAlarm(EVENTS_KEPT_MS);
  }

  /** When the alarm is set for, as far as this instance knows (it asks storage once). */
  private alarmAt: number | null | undefined;

  private async armAlarm(inMs: number): Promise<void> {
    this.alarmAt ??= await this.ctx.storage.getAlarm();
    const wanted = Date.now() + inMs;
    // An alarm already due sooner serves: a turn need not write one of its own.
    if (this.alarmAt !== null && this.alarmAt > Date.now() && this.alarmAt <= wanted) return;
    this.alarmAt = wanted;
    await this.ctx.storage.setAlarm(wanted);
  }

  /** A conversation the directory knows but this object has not got yet was stored in D1 before: move it. */
  private async ensureConversation(conversation: ConversationRef): Promise<void> {
    if (hasConversation(this.ctx.storage.sql, conversation.id)) return;
    await moveLegacyConversation(this.env.DB, this.ctx.storage, conversation);
  }

  /** The conversation's earlier turns' events: a new turn starts the stream afresh. */
  private forgetEventsOf(conversationId: string): void {
    this.ctx.storage.sql.exec('DELETE FROM turn_events WHERE message_id IN (SELECT id FROM messages WHERE conversation_id = ?)', conversationId);
  }
}

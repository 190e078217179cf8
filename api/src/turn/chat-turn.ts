/**
 * One chat turn, once it may begin (its beginning is already in the transcript, see
 * turn-start.ts): the `conversation` event, the capability's availability, the system prompt,
 * the tool loop against the chosen provider (or offline mode), the closing `done`, and then the
 * turn's end written to D1 whatever happened, so the browser never waits on storage.
 */
import { londonToday, type CapabilityId, type ChatRequest, type ClaimRecord, type Verification } from '@claims/shared';
import { allTools } from '../capabilities/all-tools';
import { planFirstCalls } from '../capabilities/first-calls';
import { getCapability } from '../capabilities/registry';
import { numberSetting, type Env } from '../env';
import { createOfflineProvider } from '../offline/offline-provider';
import { capabilityUnavailableMessage } from '../prompt/availability';
import { buildSystemPrompt } from '../prompt/system-prompt';
import type { SelectedProvider } from '../providers/select';
import { pruneTurnStartsStatement } from '../http/rate-limit';
import { finishTurnStatements, type TurnBeginning, type TurnEnding } from '../storage/conversations';
import { trackWrite } from '../storage/pending-writes';
import type { StoredUser } from '../storage/users';
import type { EmitEvent } from './event-writer';
import { historyToModelMessages, type StoredMessage } from './history';
import { runTurn, type TurnResult } from './run-turn';
import { turnBounds } from './turn-bounds';
import { recordModelSpend } from '../budget/model-budget';
import { verifyReply } from './verify-reply';

/**
 * Room for the answer; thinking budgets sit below it (see providers/thinking.ts).
 * MODEL_MAX_OUTPUT_TOKENS lowers it for a model whose context is small (a local server's).
 */
export const MAX_OUTPUT_TOKENS = 16_000;

export interface ChatTurnInput {
  env: Env;
  claim: ClaimRecord;
  user: StoredUser;
  body: ChatRequest & { capability?: CapabilityId };
  history: StoredMessage[];
  /** The transcript rows written when the turn began. */
  beginning: TurnBeginning;
  selected: SelectedProvider;
  /** Heads an offline answer given for another reason than no model configured (budget-fallback). */
  offlineNotice?: string;
  signal: AbortSignal;
  emit: EmitEvent;
  now?: Date;
}

export async function runChatTurn(input: ChatTurnInput): Promise<void> {
  const { env, claim, body, emit } = input;
  const now = input.now ?? new Date();
  const { conversationId, assistantMessageId } = input.beginning;
  const capabilityId = body.capability;
  const canActOnScreen = body.canActOnScreen ?? false;
  await emit({ event: 'conversation', data: { conversationId, capability: capabilityId ?? null } });

  const today = londonToday(now);
  let result: TurnResult;
  let verification: Verification | null = null;
  const unavailable = capabilityId ? capabilityUnavailableMessage(capabilityId, claim) : undefined;
  if (unavailable) {
    // Nothing for a model to do: say why, plainly, and make no model call.
    await emit({ event: 'text', data: { delta: unavailable } });
    result = { text: unavailable, toolCalls: [], usage: null, stopReason: 'capability_unavailable', status: 'complete', toolResults: [], modelRounds: 0 };
  } else {
    const capability = capabilityId ? getCapability(capabilityId) : undefined;
    const tools = allTools({ canActOnScreen });
    const provider =
      input.selected.provider ??
      createOfflineProvider({
        claim,
        capability: capabilityId,
        message: body.message,
        canActOnScreen,
        chunkDelayMs: numberSetting(env.OFFLINE_CHUNK_DELAY_MS, 12, { min: 0 }),
        today,
        ...(input.offlineNotice && { notice: input.offlineNotice }),
      });
    const system = buildSystemPrompt({ claim, capability: capabilityId, today, canActOnScreen });
    result = await runTurn({
      provider,
      request: {
        system,
        messages: historyToModelMessages(input.history, body.message),
        tools: tools.map((t) => t.definition),
        thinkingLevel: capability?.thinkingLevel ?? 'medium',
        maxOutputTokens: numberSetting(env.MODEL_MAX_OUTPUT_TOKENS, MAX_OUTPUT_TOKENS, { min: 256, integer: true }),
      },
      tools,
      context: { claim, today },
      bounds: turnBounds(env),
      signal: input.signal,
      emit,
      // Offline mode runs the same first calls itself, and reads their pages to the end.
      ...(input.selected.provider && capability && { firstCalls: planFirstCalls(capability, claim) }),
    });
    if (result.status === 'complete') {
      const sources = [...result.toolResults, system.stable, system.dynamic, body.message];
      verification = verifyReply({ claim, today, text: result.text, sources, offline: !input.selected.provider });
      await emit({ event: 'verification', data: verification });
    }
  }

  if (result.status === 'complete') {
    // Offline mode's rounds are scripted, not a model's.
    const modelRounds = input.selected.provider ? result.modelRounds : 0;
    await emit({ event: 'done', data: { messageId: assistantMessageId, stopReason: result.stopReason, modelRounds } });
  }
  await storeTurnEnd(env.DB, conversationId, {
    assistantMessageId,
    text: result.text,
    status: result.status,
    stopReason: result.stopReason,
    usage: result.usage,
    verification,
    toolCalls: result.toolCalls,
  });
  await recordModelSpend(env.DB, result.usage);
}

/**
 * Writes the end of a turn (the reply whole, with its tool calls) in one transaction, with the
 * pruning of turns that have left the rate limit's minute. A failure is logged, never thrown: the reply then stays
 * on record as interrupted, and nothing is half-written.
 */
export async function storeTurnEnd(db: D1Database, conversationId: string, ending: TurnEnding): Promise<void> {
  const finished = db.batch([...finishTurnStatements(db, ending), pruneTurnStartsStatement(db)]);
  trackWrite(conversationId, finished);
  try {
    await finished;
  } catch (err) {
    console.error('finishing a stored turn failed', { conversationId, message: String((err as Error).message).slice(0, 160) });
  }
}

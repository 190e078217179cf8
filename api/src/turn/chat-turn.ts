/**
 * One chat turn from start to stored transcript: the `conversation` event, the capability's
 * availability, the system prompt, the tool loop against the chosen provider (or offline mode),
 * the closing `done`, and the turn in D1 whatever happened. The turn's beginning is written while
 * the model works; its end after `done`, so the browser never waits on storage (see
 * storage/conversations.ts for why neither write leaves the turn half-written).
 */
import type { CapabilityId, ChatRequest, ClaimRecord } from '@claims/shared';
import { allTools } from '../capabilities/all-tools';
import { getCapability } from '../capabilities/registry';
import type { Env } from '../env';
import { createOfflineProvider } from '../offline/offline-provider';
import { capabilityUnavailableMessage } from '../prompt/availability';
import { buildSystemPrompt } from '../prompt/system-prompt';
import type { SelectedProvider } from '../providers/select';
import { beginTurn, finishTurn } from '../storage/conversations';
import { trackWrite } from '../storage/pending-writes';
import type { StoredUser } from '../storage/users';
import type { EmitEvent } from './event-writer';
import { historyToModelMessages, type StoredMessage } from './history';
import { runTurn, type TurnResult } from './run-turn';
import { londonToday } from './today';

/** Room for the answer; thinking budgets sit below it (see providers/thinking.ts). */
export const MAX_OUTPUT_TOKENS = 16_000;

export interface ChatTurnInput {
  env: Env;
  claim: ClaimRecord;
  user: StoredUser;
  body: ChatRequest & { capability?: CapabilityId };
  history: StoredMessage[];
  selected: SelectedProvider;
  signal: AbortSignal;
  emit: EmitEvent;
  now?: Date;
}

function offlineDelay(env: Env): number {
  const n = Number(env.OFFLINE_CHUNK_DELAY_MS ?? 12);
  return Number.isFinite(n) && n >= 0 ? n : 12;
}

export async function runChatTurn(input: ChatTurnInput): Promise<void> {
  const { env, claim, body, emit } = input;
  const now = input.now ?? new Date();
  const conversationId = body.conversationId ?? crypto.randomUUID();
  const capabilityId = body.capability;
  const canActOnScreen = body.canActOnScreen ?? false;
  const assistantMessageId = crypto.randomUUID();
  const begun = beginTurn(env.DB, {
    conversationId,
    claimId: claim.id,
    userId: input.user.id,
    isNew: body.conversationId === undefined,
    capability: capabilityId ?? null,
    userMessage: { id: crypto.randomUUID(), text: body.message },
    assistantMessageId,
    createdAt: now.toISOString(),
  });
  trackWrite(conversationId, begun);
  await emit({ event: 'conversation', data: { conversationId, capability: capabilityId ?? null } });

  let result: TurnResult;
  const unavailable = capabilityId ? capabilityUnavailableMessage(capabilityId, claim) : undefined;
  if (unavailable) {
    // Nothing for a model to do: say why, plainly, and make no model call.
    await emit({ event: 'text', data: { delta: unavailable } });
    result = { text: unavailable, toolCalls: [], usage: null, stopReason: 'capability_unavailable', status: 'complete' };
  } else {
    const today = londonToday(now);
    const capability = capabilityId ? getCapability(capabilityId) : undefined;
    const tools = allTools({ canActOnScreen });
    const provider =
      input.selected.provider ??
      createOfflineProvider({ claim, capability: capabilityId, message: body.message, canActOnScreen, chunkDelayMs: offlineDelay(env) });
    result = await runTurn({
      provider,
      request: {
        system: buildSystemPrompt({ claim, capability: capabilityId, today, canActOnScreen }),
        messages: historyToModelMessages(input.history, body.message),
        tools: tools.map((t) => t.definition),
        thinkingLevel: capability?.thinkingLevel ?? 'medium',
        maxOutputTokens: MAX_OUTPUT_TOKENS,
      },
      tools,
      context: { claim, today },
      signal: input.signal,
      emit,
    });
  }

  try {
    await begun;
  } catch (err) {
    console.error('storing a turn failed', { conversationId, message: String((err as Error).message).slice(0, 160) });
    // `done` promises the turn is on record; without its beginning stored, say so instead.
    if (result.status === 'complete') {
      await emit({ event: 'error', data: { code: 'internal', message: 'The answer above could not be saved to the conversation. Copy anything you need, then start a new conversation.' } });
    }
    return;
  }
  if (result.status === 'complete') {
    await emit({ event: 'done', data: { messageId: assistantMessageId, stopReason: result.stopReason } });
  }
  const finished = finishTurn(env.DB, {
    assistantMessageId,
    text: result.text,
    status: result.status,
    stopReason: result.stopReason,
    usage: result.usage,
    toolCalls: result.toolCalls,
  });
  trackWrite(conversationId, finished);
  try {
    await finished;
  } catch (err) {
    // The reply stays on record as interrupted; nothing is half-written.
    console.error('finishing a stored turn failed', { conversationId, message: String((err as Error).message).slice(0, 160) });
  }
}

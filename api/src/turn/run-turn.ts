/**
 * The tool loop of one chat turn: stream a model round, run the tools it asked for through
 * `runTool`, send the results back, and go again until the model stops; once a bound on rounds or
 * tool calls is reached, the model is asked for its answer without tools (final-round.ts). It
 * emits the stream's events as they happen and returns what the transcript needs; it never
 * throws for a provider failure or an abort (the turn then ends as interrupted).
 */
import { errorDetail, ZERO_USAGE, type ErrorCode, type StreamEvent, type ToolCallRecord, type Usage } from '@claims/shared';
import type { ChatTool, ToolContext } from '../capabilities/types';
import { AppError, ProviderError } from '../errors';
import type { PlannedCall } from '../capabilities/first-calls';
import type { ModelMessage, ModelProvider, ModelRequest, ModelStopReason, ModelToolCall, ModelToolResult, ProviderState } from '../providers/types';
import { wrapClaimData } from './claim-data';
import { runCall } from './run-call';
import { runFirstCalls, withFirstResults } from './first-calls';
import { finalRoundRequest, notRunResult } from './final-round';
import { asParagraph, stopNote } from './stop-note';
import { DEFAULT_MAX_REPLY_CHARS, DEFAULT_MAX_TURN_MS, fitDelta, replyTooLongError, turnTimeoutError, withDeadline, type TurnBounds } from './turn-bounds';

export interface TurnLimits {
  /** Model rounds per turn (each round may call tools). */
  maxRounds: number;
  /** Tool calls per turn, across rounds. */
  maxToolCalls: number;
}

export const DEFAULT_TURN_LIMITS: TurnLimits = { maxRounds: 8, maxToolCalls: 32 };

export interface TurnInput {
  provider: Pick<ModelProvider, 'stream'>;
  request: ModelRequest;
  /** The tools offered this turn; a call to any other name is an unknown tool. */
  tools: ChatTool[];
  context: ToolContext;
  signal: AbortSignal;
  emit: (event: StreamEvent) => Promise<void>;
  limits?: TurnLimits;
  /** The reply's length and the turn's wall time (turn-bounds.ts). */
  bounds?: TurnBounds;
  /**
   * A quick action's first calls: run before the first model request, shown and recorded as any
   * call, and given to the model with the handler's message (first-calls.ts).
   */
  firstCalls?: readonly PlannedCall[];
}

export interface TurnResult {
  text: string;
  toolCalls: ToolCallRecord[];
  usage: Usage | null;
  stopReason: string;
  status: 'complete' | 'interrupted';
  error?: { code: ErrorCode; message: string };
  /** Every tool result the model was given this turn, whole (the figure check's sources). */
  toolResults: string[];
  /** Model requests made (offline mode's scripted rounds included). */
  modelRounds: number;
}

function addUsage(a: Usage | null, b: Usage): Usage {
  const base = a ?? ZERO_USAGE;
  return {
    inputTokens: base.inputTokens + b.inputTokens,
    outputTokens: base.outputTokens + b.outputTokens,
    cacheReadTokens: base.cacheReadTokens + b.cacheReadTokens,
    cacheWriteTokens: base.cacheWriteTokens + b.cacheWriteTokens,
  };
}

export async function runTurn(input: TurnInput): Promise<TurnResult> {
  const { provider, tools, context, signal, emit } = input;
  const limits = input.limits ?? DEFAULT_TURN_LIMITS;
  const bounds = input.bounds ?? { maxReplyChars: DEFAULT_MAX_REPLY_CHARS, maxDurationMs: DEFAULT_MAX_TURN_MS };
  const deadline = withDeadline(signal, bounds.maxDurationMs);
  let messages: ModelMessage[] = [...input.request.messages];
  const result: TurnResult = { text: '', toolCalls: [], usage: null, stopReason: 'end_turn', status: 'complete', toolResults: [], modelRounds: 0 };

  const fail = async (code: ErrorCode, message: string, stopReason: string): Promise<TurnResult> => {
    result.status = 'interrupted';
    result.stopReason = stopReason;
    result.error = { code, message };
    if (result.usage) await emit({ event: 'usage', data: result.usage });
    await emit({ event: 'error', data: errorDetail(code, message) });
    return result;
  };

  /** Why the turn can take no more tool rounds, once it cannot. */
  let spent: string | undefined;
  try {
    if (input.firstCalls?.length) {
      const first = await runFirstCalls(input.firstCalls, tools, context, emit, result.toolCalls);
      messages = withFirstResults(messages, first.message);
      result.toolResults.push(...first.results);
    }
    for (let round = 0; round < limits.maxRounds; round++) {
      if (round === limits.maxRounds - 1) spent ??= `${limits.maxRounds} model rounds`;
      if (result.toolCalls.length >= limits.maxToolCalls) spent ??= `${limits.maxToolCalls} tool calls`;
      // The last round may not call tools, so the model answers from what it has found.
      const finalRound = spent !== undefined && round > 0;
      const request = finalRound ? finalRoundRequest(input.request, messages) : { ...input.request, messages };
      result.modelRounds += 1;
      const calls: ModelToolCall[] = [];
      let roundText = '';
      let stop: ModelStopReason = 'end_turn';
      let providerState: ProviderState | undefined;
      for await (const event of provider.stream(request, deadline.signal)) {
        if (event.type === 'text') {
          // A new round's text is a new paragraph, not a continuation of the last word.
          const whole = roundText === '' ? asParagraph(result.text, event.delta) : event.delta;
          const { kept: delta, cut } = fitDelta(result.text.length, whole, bounds.maxReplyChars);
          roundText += delta;
          result.text += delta;
          if (delta) await emit({ event: 'text', data: { delta } });
          // Leaving the loop closes the model's stream.
          if (cut) throw replyTooLongError(bounds.maxReplyChars);
        } else if (event.type === 'tool_call') {
          calls.push(event.call);
        } else if (event.type === 'usage') {
          result.usage = addUsage(result.usage, event.usage);
        } else {
          stop = event.reason;
          providerState = event.providerState;
        }
      }
      if (stop !== 'tool_use' || calls.length === 0) {
        result.stopReason = stop;
        const note = stopNote(stop, result.text);
        if (note) {
          const delta = asParagraph(result.text, note);
          result.text += delta;
          await emit({ event: 'text', data: { delta } });
        }
        if (result.usage) await emit({ event: 'usage', data: result.usage });
        return result;
      }
      // Calls in a round that may not make them (a server that ignores tool_choice) are not run.
      if (finalRound) break;

      // Whitespace before a call says nothing, and the Messages API refuses it as a text block.
      const said = roundText.trim() === '' ? '' : roundText;
      messages.push({ role: 'assistant', text: said, toolCalls: calls, ...(providerState && { providerState }) });
      const results: ModelToolResult[] = [];
      for (const call of calls) {
        if (result.toolCalls.length >= limits.maxToolCalls) {
          // Every call needs a result; those over the bound say why they were not run.
          spent ??= `${limits.maxToolCalls} tool calls`;
          results.push({ callId: call.id, content: wrapClaimData(call.name, notRunResult(limits.maxToolCalls)), isError: true });
          continue;
        }
        results.push(await runCall(call, tools, context, emit, result.toolCalls));
      }
      for (const r of results) result.toolResults.push(r.content);
      messages.push({ role: 'tool', results });
    }
    return await fail(
      'turn_limit',
      `This turn reached its limit of ${spent ?? `${limits.maxRounds} model rounds`} without finishing. Ask a narrower question, or continue in a new message.`,
      'turn_limit',
    );
  } catch (thrown) {
    if (signal.aborted) {
      result.status = 'interrupted';
      result.stopReason = 'aborted';
      return result;
    }
    const err = deadline.expired() ? turnTimeoutError(bounds.maxDurationMs) : thrown;
    if (err instanceof AppError) {
      // The code and upstream status are for operators; the message is already safe to show.
      console.warn('turn ended by an error', { code: err.code, upstreamStatus: err instanceof ProviderError ? err.upstreamStatus : undefined });
      return await fail(err.code, err.message, 'error');
    }
    console.error('turn failed', { name: (err as Error).name, message: String((err as Error).message).slice(0, 160) });
    return await fail('internal', 'Something went wrong on our side while answering. Try again.', 'error');
  } finally {
    deadline.stop();
  }
}

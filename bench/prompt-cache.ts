/// <reference types="node" />
/**
 * Whether a conversation re-sends its stable prefix byte for byte, so the provider's prompt cache
 * hits: two turns of one conversation through the real Worker, then the fake Anthropic server's
 * record of what it was sent. Compared: system block 0 (the stable prompt), system block 1 (the
 * per-turn part), the tool list, and whether each request's messages begin with the previous
 * request's messages (cache markers aside). Also reports the prefix's size as actually sent.
 */
import type { RecordedRequest } from '../api/test/fake-models/script';
import { estimateTokens } from '../api/src/prompt/prompt-size';
import { timeStream } from './sse-client';
import { chatURL, scriptFakeModel, type TurnBenchTarget } from './turn-overhead';

interface AnthropicBody {
  system?: { text: string }[];
  tools?: unknown[];
  messages?: unknown[];
}

export interface PrefixComparison {
  /** Which two requests, e.g. "turn 1 → turn 2". */
  between: string;
  stableSystemIdentical: boolean;
  dynamicSystemIdentical: boolean;
  toolsIdentical: boolean;
  /** The later request's messages start with the earlier request's, byte for byte. */
  messagesExtendPrevious: boolean;
}

export interface PrefixCheck {
  conversation: string;
  requests: number;
  comparisons: PrefixComparison[];
  /** System block 0 and the tools identical across every request of the conversation. */
  stablePrefixIdentical: boolean;
  /** As sent on the first request: characters and estimated tokens (4 characters a token). */
  sent: { stableSystemChars: number; dynamicSystemChars: number; toolsChars: number; estimatedTokens: number };
}

/** Cache markers move to the newest block on every request; they are not part of the cached bytes. */
function withoutCacheMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCacheMarkers);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'cache_control')
        .map(([k, v]) => [k, withoutCacheMarkers(v)]),
    );
  }
  return value;
}

const json = (value: unknown) => JSON.stringify(withoutCacheMarkers(value));

function compare(label: string, a: AnthropicBody, b: AnthropicBody): PrefixComparison {
  const earlier = (a.messages ?? []).map(json);
  const later = (b.messages ?? []).map(json);
  return {
    between: label,
    stableSystemIdentical: json(a.system?.[0]) === json(b.system?.[0]),
    dynamicSystemIdentical: json(a.system?.[1]) === json(b.system?.[1]),
    toolsIdentical: json(a.tools) === json(b.tools),
    messagesExtendPrevious: earlier.every((m, i) => later[i] === m),
  };
}

async function recorded(target: TurnBenchTarget): Promise<RecordedRequest[]> {
  const res = await fetch(`${target.fakeModelURL}/__requests/${encodeURIComponent(target.scenarioKey)}`);
  return ((await res.json()) as { requests: RecordedRequest[] }).requests;
}

/**
 * Plays one conversation of two turns: `first` (a quick action or a question), then a free
 * follow-up, and compares every model request it made with the one before.
 */
export async function checkStablePrefix(
  target: TurnBenchTarget,
  conversation: string,
  first: { body: Record<string, unknown>; modelRounds: number },
): Promise<PrefixCheck> {
  const answer = { type: 'response' as const, text: ['Noted.'] };
  const toolRound = {
    type: 'response' as const,
    toolCalls: [
      { name: 'claim_metrics', input: {} },
      { name: 'get_claim_section', input: { section: 'overview' } },
    ],
  };
  const rounds = first.modelRounds === 2 ? [toolRound, answer, answer] : [answer, answer];
  await scriptFakeModel(target, { rounds });
  const url = chatURL(target);
  const one = await timeStream(url, first.body);
  if (!one.conversationId) throw new Error('The first turn sent no conversation id');
  await timeStream(url, { message: 'And what should I do next?', conversationId: one.conversationId, canActOnScreen: true });

  const bodies = (await recorded(target)).map((r) => r.body as AnthropicBody);
  if (bodies.length !== rounds.length) throw new Error(`Expected ${rounds.length} model requests, the fake server saw ${bodies.length}`);
  const labels = first.modelRounds === 2 ? ['turn 1 round 1 → turn 1 round 2', 'turn 1 round 2 → turn 2'] : ['turn 1 → turn 2'];
  const comparisons = labels.map((label, i) => compare(label, bodies[i]!, bodies[i + 1]!));
  const head = bodies[0]!;
  const stableSystemChars = head.system?.[0]?.text.length ?? 0;
  const dynamicSystemChars = head.system?.[1]?.text.length ?? 0;
  const toolsChars = JSON.stringify(head.tools ?? []).length;
  return {
    conversation,
    requests: bodies.length,
    comparisons,
    stablePrefixIdentical: comparisons.every((c) => c.stableSystemIdentical && c.toolsIdentical),
    sent: { stableSystemChars, dynamicSystemChars, toolsChars, estimatedTokens: estimateTokens(stableSystemChars + dynamicSystemChars + toolsChars) },
  };
}

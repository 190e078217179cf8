/**
 * A conversation as a document for the claim file, as data both formats write out: each question
 * with its answer (citations written out in words), the sources the answer cites (each resolved
 * to its document or message, with its date), the tool calls behind it (redacted as stored),
 * where the answer has one, its figure check, and what wrote it (provider, model, prompt version).
 */
import {
  citationWords,
  findCapability,
  formatDateTime,
  humanise,
  parseCitations,
  writeOutCitations,
  type CitationKind,
  type ClaimRecord,
  type ToolCallRecord,
  type Transcript,
  type TranscriptMessage,
} from '@claims/shared';
import type { AnswerModel } from '../storage/answer-models';
import { provenanceWords } from './provenance-words';

/** The figure check stored with an answer (when it has one): how many figures, and those not found. */
export interface FigureCheck {
  checked: number;
  unverified: { text: string; kind: string }[];
}

export interface CitedSource {
  marker: string;
  /** "call of 26 Nov 2026"; undefined when the claim has no such source. */
  words: string | undefined;
  /** Who and what, where the source says: "inbound from Sandra Hale: Repair estimate". */
  detail: string | undefined;
}

export interface ExportedTurn {
  number: number;
  question: string;
  askedAt: string;
  /** The quick action's label; null for a free question. */
  quickAction: string | null;
  /** Null when the question has no answer on record. */
  answer: {
    text: string;
    finished: boolean;
    answeredAt: string;
    sources: CitedSource[];
    toolCalls: ToolCallRecord[];
    figureCheck: FigureCheck | null;
    /** The provider, model and prompt version that wrote it, in words. */
    writtenBy: string;
  } | null;
}

export interface ConversationDocument {
  title: string;
  claimId: string;
  /** "Motor claim, policyholder Sandra Hale", when the claim is readable. */
  claimLine: string;
  conversationId: string;
  ownerName: string;
  startedAt: string;
  exportedAt: string;
  exportedBy: string;
  turns: ExportedTurn[];
}

export interface DocumentInput {
  transcript: Transcript;
  claim: ClaimRecord;
  ownerName: string;
  exportedBy: string;
  now: Date;
  /** The recorded writer of each answer, by message id (storage/answer-models.ts). */
  writers?: Map<string, AnswerModel>;
}

export function conversationDocument({ transcript, claim, ownerName, exportedBy, now, writers }: DocumentInput): ConversationDocument {
  const resolve = (kind: CitationKind, id: string) => citationWords(claim, kind, id);
  const turns: ExportedTurn[] = [];
  for (const message of transcript.messages) {
    if (message.role === 'user') {
      const quickAction = message.capability ? (findCapability(message.capability)?.label ?? humanise(message.capability)) : null;
      turns.push({ number: turns.length + 1, question: message.text, askedAt: formatDateTime(message.createdAt), quickAction, answer: null });
      continue;
    }
    const turn = turns.at(-1);
    if (!turn || turn.answer) continue; // a reply with no question before it
    turn.answer = {
      text: writeOutCitations(message.text, resolve),
      finished: message.status === 'complete',
      answeredAt: formatDateTime(message.createdAt),
      sources: citedSources(message.text, claim),
      toolCalls: message.toolCalls,
      figureCheck: figureCheckOf(message),
      writtenBy: provenanceWords(writers?.get(message.id)),
    };
  }
  const policyholder = claim.parties.find((p) => p.role === 'policyholder')?.name;
  return {
    title: `Conversation on claim ${claim.id}`,
    claimId: claim.id,
    claimLine: `${humanise(claim.lineOfBusiness)} claim${policyholder ? `, policyholder ${policyholder}` : ''}`,
    conversationId: transcript.id,
    ownerName,
    startedAt: formatDateTime(transcript.createdAt),
    exportedAt: formatDateTime(now.toISOString()),
    exportedBy,
    turns,
  };
}

/** Each source the answer cites, once, in the order first cited. */
function citedSources(text: string, claim: ClaimRecord): CitedSource[] {
  const seen = new Set<string>();
  const sources: CitedSource[] = [];
  for (const { kind, id, marker } of parseCitations(text)) {
    if (seen.has(marker)) continue;
    seen.add(marker);
    sources.push({ marker, words: citationWords(claim, kind, id), detail: sourceDetail(claim, kind, id) });
  }
  return sources;
}

function sourceDetail(claim: ClaimRecord, kind: CitationKind, id: string): string | undefined {
  const partyName = (partyId: string | undefined) => (partyId ? claim.parties.find((p) => p.id === partyId)?.name : undefined);
  if (kind === 'msg') {
    const message = claim.correspondence.find((m) => m.id === id);
    if (!message) return undefined;
    const who = partyName(message.partyId) ?? message.author;
    const parts = [`${message.direction}${who ? ` ${message.direction === 'outbound' ? 'to' : 'from'} ${who}` : ''}`, message.subject];
    return parts.filter(Boolean).join(': ');
  }
  if (kind === 'doc') {
    const document = claim.documents.find((d) => d.id === id);
    if (!document) return undefined;
    const from = partyName(document.fromPartyId);
    return [humanise(document.kind), from && `from ${from}`].filter(Boolean).join(', ');
  }
  if (kind === 'event') return claim.events.find((e) => e.id === id)?.note;
  return undefined;
}

/** The figure check, where the stored answer carries one (answers stored before it existed do not). */
function figureCheckOf(message: TranscriptMessage): FigureCheck | null {
  const check = (message as TranscriptMessage & { verification?: FigureCheck | null }).verification;
  if (!check || typeof check.checked !== 'number' || !Array.isArray(check.unverified)) return null;
  return { checked: check.checked, unverified: check.unverified.map((u) => ({ text: String(u.text), kind: String(u.kind) })) };
}

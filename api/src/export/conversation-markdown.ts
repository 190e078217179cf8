/** A conversation document written as Markdown, for the claim file or a case management system. */
import type { ConversationDocument, ExportedTurn } from './conversation-document';
import { figureCheckWords, toolCallHeading } from './figure-check-words';

export function conversationMarkdown(doc: ConversationDocument): string {
  const lines = [
    `# ${doc.title}`,
    '',
    `- Claim: ${doc.claimId} (${doc.claimLine})`,
    `- Conversation: ${doc.conversationId}, started ${doc.startedAt} by ${doc.ownerName}`,
    `- Exported: ${doc.exportedAt} by ${doc.exportedBy}`,
    "- Answers are the assistant's, from the claim file; each cited source is named in brackets and listed below its answer.",
    '',
  ];
  for (const turn of doc.turns) lines.push(...turnLines(turn), '');
  if (doc.turns.length === 0) lines.push('No questions were asked in this conversation.', '');
  return `${lines.join('\n').trimEnd()}\n`;
}

function turnLines(turn: ExportedTurn): string[] {
  const lines = [
    `## ${turn.number}. ${turn.quickAction ?? 'Question'}`,
    '',
    `Asked ${turn.askedAt}${turn.quickAction ? ` (quick action: ${turn.quickAction})` : ''}`,
    '',
  ];
  lines.push(...turn.question.split('\n').map((line) => `> ${line}`), '');
  const answer = turn.answer;
  if (!answer) return [...lines, '*No answer on record.*'];
  lines.push(`### Answer (${answer.answeredAt})`, '', answer.text.trim() || '*No answer was written.*', '', `*${answer.writtenBy}*`, '');
  if (!answer.finished) lines.push('*This answer was cut off before it finished.*', '');
  if (answer.sources.length > 0) {
    lines.push('**Sources cited**', '');
    for (const s of answer.sources) {
      lines.push(`- ${s.words ?? 'Not found on this claim'}${s.detail ? `: ${s.detail}` : ''} \`${s.marker}\``);
    }
    lines.push('');
  }
  if (answer.figureCheck) {
    const { summary, unverified } = figureCheckWords(answer.figureCheck);
    lines.push(`**Figure check:** ${summary}`, ...unverified.map((u) => `- ${u}`), '');
  }
  if (answer.toolCalls.length > 0) {
    lines.push('**Tools used** (arguments and results as stored)', '');
    for (const call of answer.toolCalls) {
      lines.push(`- ${toolCallHeading(call)}`, '', indent(fence(`${call.arguments}\n→ ${call.resultPreview}`)), '');
    }
  }
  return lines;
}

/** A code block whose fence is longer than any run of backticks inside it. */
function fence(text: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}\n${text}\n${ticks}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

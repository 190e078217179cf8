/**
 * A conversation document as one self-contained HTML page: readable on screen, and printed
 * cleanly (a print stylesheet: no page break inside a source list or tool call, tables keep their
 * lines) so the browser's "Save as PDF" gives a file for the claim file. Everything from the
 * conversation is escaped; the answer's Markdown goes through safe-markdown.ts.
 */
import type { ConversationDocument, ExportedTurn } from './conversation-document';
import { figureCheckWords, toolCallHeading } from './figure-check-words';
import { escapeHtml, safeMarkdownToHtml } from './safe-markdown';

/** The page's only style; the export's Content-Security-Policy allows inline style and nothing else. */
const STYLE = `
body { font: 11pt/1.45 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; color: #1b1b1b; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin-bottom: .25rem; }
h2 { font-size: 1.15rem; border-top: 1px solid #bbb; padding-top: 1rem; margin-top: 2rem; }
h3 { font-size: 1rem; margin-bottom: .25rem; }
.meta { color: #444; padding-left: 1.2rem; }
.asked { color: #555; font-size: .9rem; margin: 0; }
.question { white-space: pre-wrap; border-left: 3px solid #888; padding-left: .75rem; margin: .5rem 0 1rem; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid #999; padding: .2rem .45rem; text-align: left; vertical-align: top; }
th { background: #eee; }
.sources, .tools, .figure-check { font-size: .9rem; }
.cut-off, .unverified { color: #8a2b00; }
code, pre { font-family: ui-monospace, Consolas, monospace; font-size: .85em; }
pre { white-space: pre-wrap; word-break: break-word; background: #f4f4f4; padding: .4rem; margin: .25rem 0 .5rem; }
@page { margin: 18mm 16mm; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  h2 { break-after: avoid; }
  .sources, .figure-check, .tools li, table, pre { break-inside: avoid; }
  th { background: none; }
}
`;

export function conversationHtml(doc: ConversationDocument): string {
  const turns = doc.turns.length > 0 ? doc.turns.map(turnHtml).join('\n') : '<p>No questions were asked in this conversation.</p>';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(doc.title)}</h1>
<ul class="meta">
<li>Claim: ${escapeHtml(doc.claimId)} (${escapeHtml(doc.claimLine)})</li>
<li>Conversation: ${escapeHtml(doc.conversationId)}, started ${escapeHtml(doc.startedAt)} by ${escapeHtml(doc.ownerName)}</li>
<li>Exported: ${escapeHtml(doc.exportedAt)} by ${escapeHtml(doc.exportedBy)}</li>
<li>Answers are the assistant's, from the claim file; each cited source is named in brackets and listed below its answer.</li>
</ul>
${turns}
</body>
</html>
`;
}

function turnHtml(turn: ExportedTurn): string {
  const parts = [
    `<section class="turn">`,
    `<h2>${turn.number}. ${escapeHtml(turn.quickAction ?? 'Question')}</h2>`,
    `<p class="asked">Asked ${escapeHtml(turn.askedAt)}${turn.quickAction ? ` (quick action: ${escapeHtml(turn.quickAction)})` : ''}</p>`,
    `<blockquote class="question">${escapeHtml(turn.question)}</blockquote>`,
  ];
  const answer = turn.answer;
  if (!answer) {
    parts.push('<p><em>No answer on record.</em></p>', '</section>');
    return parts.join('\n');
  }
  parts.push(`<h3>Answer (${escapeHtml(answer.answeredAt)})</h3>`);
  parts.push(`<div class="answer">${answer.text.trim() ? safeMarkdownToHtml(answer.text) : '<p><em>No answer was written.</em></p>'}</div>`);
  parts.push(`<p class="provenance"><em>${escapeHtml(answer.writtenBy)}</em></p>`);
  if (!answer.finished) parts.push('<p class="cut-off"><em>This answer was cut off before it finished.</em></p>');
  if (answer.sources.length > 0) {
    const items = answer.sources.map(
      (s) => `<li>${escapeHtml(s.words ?? 'Not found on this claim')}${s.detail ? `: ${escapeHtml(s.detail)}` : ''} <code>${escapeHtml(s.marker)}</code></li>`,
    );
    parts.push(`<div class="sources"><h3>Sources cited</h3><ul>${items.join('')}</ul></div>`);
  }
  if (answer.figureCheck) {
    const { summary, unverified } = figureCheckWords(answer.figureCheck);
    const list = unverified.length > 0 ? `<ul class="unverified">${unverified.map((u) => `<li>${escapeHtml(u)}</li>`).join('')}</ul>` : '';
    parts.push(`<div class="figure-check"><h3>Figure check</h3><p>${escapeHtml(summary)}</p>${list}</div>`);
  }
  if (answer.toolCalls.length > 0) {
    const items = answer.toolCalls.map(
      (call) => `<li>${escapeHtml(toolCallHeading(call))}<pre>${escapeHtml(call.arguments)}\n→ ${escapeHtml(call.resultPreview)}</pre></li>`,
    );
    parts.push(`<div class="tools"><h3>Tools used (arguments and results as stored)</h3><ul>${items.join('')}</ul></div>`);
  }
  parts.push('</section>');
  return parts.join('\n');
}

/**
 * One tool call in a turn, whoever asked for it (the model, or the Worker for a quick action's
 * first calls): its activity chip, its screen actions, its provenance record (redacted where it
 * carries personal data), and its result for the model as delimited claim data.
 */
import type { StreamEvent, ToolCallRecord } from '@claims/shared';
import { activityLabel, prepareToolCall, runPreparedCall } from '../capabilities/run-tool';
import type { ChatTool, ToolContext } from '../capabilities/types';
import type { ModelToolCall, ModelToolResult } from '../providers/types';
import { wrapClaimData } from './claim-data';
import { preview, redactJsonText } from './redact';

/** Runs one call the model made: its chip, its screen actions, its record; returns its result. */
export async function runCall(
  call: ModelToolCall,
  tools: ChatTool[],
  context: ToolContext,
  emit: (event: StreamEvent) => Promise<void>,
  records: ToolCallRecord[],
): Promise<ModelToolResult> {
  const prepared = prepareToolCall(call.name, call.input, tools);
  const tool = prepared.tool;
  await emit({ event: 'activity', data: { id: call.id, tool: call.name, label: activityLabel(prepared) } });
  const started = Date.now();
  const outcome = await runPreparedCall(prepared, context);
  const durationMs = Date.now() - started;
  for (const action of outcome.clientActions ?? []) await emit({ event: 'client_action', data: action });
  const argumentsJson = JSON.stringify(call.input ?? {});
  // A call that cannot run (an unknown tool, fields the tool does not take) may carry anything.
  const redactArgs = tool?.personalData?.arguments === true || !prepared.ok;
  const redactResult = tool?.personalData?.result === true;
  records.push({
    id: call.id,
    tool: call.name,
    // Cut before masking too: the model's arguments are not bounded like tool results are.
    arguments: redactArgs ? redactJsonText(preview(argumentsJson, 2000)) : preview(argumentsJson, 2000),
    resultPreview: preview(redactResult ? redactJsonText(outcome.result) : outcome.result),
    isError: outcome.isError,
    durationMs,
    redacted: redactArgs || redactResult,
  });
  return { callId: call.id, content: wrapClaimData(call.name, outcome.result), isError: outcome.isError };
}

/**
 * Runs one tool call from the model: finds the tool, validates the input with its zod schema,
 * runs it, and turns anything that goes wrong (unknown tool, invalid input, a throw) into a
 * result the model can read and work around. Over-long results are cut with a note.
 *
 * A call is checked once (`prepareToolCall`); the turn names the browser's activity chip from
 * that check (`activityLabel`) and then runs it (`runPreparedCall`). `runTool` does both.
 */
import type { ClientAction } from '@claims/shared';
import type * as z from 'zod';
import { allTools } from './all-tools';
import { RESULT_CAP } from './tools/compact';
import type { ChatTool, ToolContext } from './types';

export interface ToolRun {
  result: string;
  clientActions?: ClientAction[];
  isError: boolean;
}

const failed = (message: string): ToolRun => ({ result: `Tool failed: ${message}`, isError: true });

/** "documentId: Invalid input: expected string, received undefined; offset: …" */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Model arguments arrive as an object, a JSON string, or nothing at all for a tool without inputs. */
function parseArguments(raw: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: {} };
  if (typeof raw !== 'string') return { ok: true, value: raw };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, message: 'the arguments are not valid JSON; send an object such as {"section": "policy"}' };
  }
}

/** Cuts a result over the cap, saying how much was left out. */
export function capResult(result: string, cap = RESULT_CAP): string {
  if (result.length <= cap) return result;
  const note = (left: number) => `… [cut: ${left} more characters left out to keep this short; ask for less, e.g. with an offset or a narrower query]`;
  const keep = cap - note(result.length).length;
  return result.slice(0, keep) + note(result.length - keep);
}

/** A model's tool call, checked: the tool with its validated input, or why it cannot run. */
export type PreparedCall = { ok: true; name: string; tool: ChatTool; input: unknown } | { ok: false; name: string; tool?: ChatTool; failure: ToolRun };

export function prepareToolCall(name: string, rawInput: unknown, tools: readonly ChatTool[]): PreparedCall {
  const tool = tools.find((t) => t.definition.name === name);
  if (!tool) {
    return { ok: false, name, failure: failed(`there is no tool called "${name}". Available tools: ${tools.map((t) => t.definition.name).join(', ')}.`) };
  }
  const args = parseArguments(rawInput);
  if (!args.ok) return { ok: false, name, tool, failure: failed(`invalid input for ${name}: ${args.message}.`) };
  const parsed = tool.inputSchema.safeParse(args.value);
  if (!parsed.success) return { ok: false, name, tool, failure: failed(`invalid input for ${name}: ${describeIssues(parsed.error)}.`) };
  return { ok: true, name, tool, input: parsed.data };
}

/** The browser's chip for a call: the tool's own words, or a plain one when the call cannot run. */
export function activityLabel(call: PreparedCall): string {
  if (!call.tool) return `Looking for a tool called “${call.name.slice(0, 40)}”…`;
  if (!call.ok) return `${call.name}…`;
  try {
    return call.tool.activity(call.input);
  } catch {
    return `${call.name}…`;
  }
}

export async function runPreparedCall(call: PreparedCall, ctx: ToolContext): Promise<ToolRun> {
  if (!call.ok) return call.failure;
  try {
    const outcome = await call.tool.run(call.input, ctx);
    return {
      result: capResult(outcome.result),
      ...(outcome.clientActions?.length ? { clientActions: outcome.clientActions } : {}),
      isError: false,
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

export function runTool(name: string, rawInput: unknown, ctx: ToolContext, tools: readonly ChatTool[] = allTools({ canActOnScreen: true })): Promise<ToolRun> {
  return runPreparedCall(prepareToolCall(name, rawInput, tools), ctx);
}

/**
 * Runs one tool call from the model: finds the tool, validates the input with its zod schema,
 * runs it, and turns anything that goes wrong (unknown tool, invalid input, a throw) into a
 * result the model can read and work around. Over-long results are cut with a note.
 */
import type { ClientAction } from '@claims/shared';
import type { z } from 'zod';
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

export async function runTool(
  name: string,
  rawInput: unknown,
  ctx: ToolContext,
  tools: readonly ChatTool[] = allTools({ canActOnScreen: true }),
): Promise<ToolRun> {
  const tool = tools.find((t) => t.definition.name === name);
  if (!tool) {
    return failed(`there is no tool called "${name}". Available tools: ${tools.map((t) => t.definition.name).join(', ')}.`);
  }
  const args = parseArguments(rawInput);
  if (!args.ok) return failed(`invalid input for ${name}: ${args.message}.`);
  const parsed = tool.inputSchema.safeParse(args.value);
  if (!parsed.success) return failed(`invalid input for ${name}: ${describeIssues(parsed.error)}.`);
  try {
    const outcome = await tool.run(parsed.data, ctx);
    return {
      result: capResult(outcome.result),
      ...(outcome.clientActions?.length ? { clientActions: outcome.clientActions } : {}),
      isError: false,
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

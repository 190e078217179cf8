/**
 * Builds a `ChatTool` from one zod shape: the input is validated with a closed object schema
 * and the JSON Schema offered to the model is generated from that same schema, so the two can
 * never disagree.
 */
import * as z from 'zod';
import type { ChatTool, PersonalData, ToolContext, ToolOutcome } from '../types';

export interface ToolSpec<Shape extends z.ZodRawShape> {
  name: string;
  description: string;
  input: Shape;
  screenAction?: boolean;
  personalData?: PersonalData;
  activity: (input: z.output<z.ZodObject<Shape>>) => string;
  run: (input: z.output<z.ZodObject<Shape>>, ctx: ToolContext) => ToolOutcome | Promise<ToolOutcome>;
}

export function defineTool<Shape extends z.ZodRawShape>(spec: ToolSpec<Shape>): ChatTool<z.output<z.ZodObject<Shape>>> {
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(spec.name)) {
    throw new Error(`Tool name "${spec.name}" must be lower-case snake_case`);
  }
  const inputSchema = z.strictObject(spec.input);
  const tool: ChatTool<z.output<z.ZodObject<Shape>>> = {
    definition: {
      name: spec.name,
      description: spec.description,
      parameters: toParameters(inputSchema),
    },
    inputSchema: inputSchema as unknown as z.ZodType<z.output<z.ZodObject<Shape>>>,
    activity: spec.activity,
    run: spec.run,
  };
  if (spec.screenAction) tool.screenAction = true;
  if (spec.personalData) tool.personalData = spec.personalData;
  return tool;
}

/** Bounds zod adds to every int(): true, but noise to a model. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * The provider-neutral JSON Schema of a tool's input: draft-07, the input side (so optional
 * and defaulted fields are optional), every object closed, without `$schema` or the
 * safe-integer bounds zod adds to integers.
 */
export function toParameters(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  delete json.$schema;
  return tidy(json) as Record<string, unknown>;
}

function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'maximum' || key === 'minimum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    out[key] = tidy(value);
  }
  if (out.type === 'object') {
    out.properties ??= {};
    out.additionalProperties = false;
  }
  return out;
}

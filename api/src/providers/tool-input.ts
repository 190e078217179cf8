/**
 * The two tool details both providers share: the parameter schema as a model API wants it, and a
 * tool call's arguments as the model sent them.
 */

/** The tool's JSON Schema without `$schema`, which tells the model nothing. */
export function toolSchema(parameters: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = parameters;
  return schema;
}

/**
 * The arguments a model streamed for one call. Empty means no arguments (`{}`); a string that is
 * not JSON is passed on as it is, so the tool runner reports it as invalid input the model can fix.
 */
export function parseToolInput(json: string): unknown {
  if (json.trim() === '') return {};
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

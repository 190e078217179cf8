/**
 * When a screen finds nothing, offline mode says so plainly above the tool's own result ("No
 * complaint or expression of dissatisfaction was found"), rather than leaving the handler to
 * read it from a count of zero.
 */
import { isRecord } from './render-markdown';

const SAYINGS: Record<string, (result: Record<string, unknown>) => string | undefined> = {
  scan_expressions_of_dissatisfaction: (r) =>
    r.matchCount === 0 ? 'No complaint or expression of dissatisfaction was found in the messages screened.' : undefined,
  scan_vulnerability_signals: (r) => (Array.isArray(r.sources) && r.sources.length === 0 ? 'No sign of vulnerability was found on the file.' : undefined),
  run_risk_cross_checks: (r) => (Array.isArray(r.flags) && r.flags.length === 0 ? 'None of the fraud indicators was raised on this claim.' : undefined),
  list_deadlines: (r) => (Array.isArray(r.deadlines) && r.deadlines.length === 0 ? 'There are no deadlines on this claim.' : undefined),
};

/** The plain sentence for a screen that found nothing, or undefined. */
export function nothingFound(tool: string, result: string): string | undefined {
  const say = Object.hasOwn(SAYINGS, tool) ? SAYINGS[tool] : undefined;
  if (!say) return undefined;
  try {
    const parsed: unknown = JSON.parse(result);
    return isRecord(parsed) ? say(parsed) : undefined;
  } catch {
    return undefined;
  }
}

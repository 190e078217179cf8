/**
 * run_handling_checks: the file against handling standards a claims team audits: first
 * contact, reserves, diary, deadlines, customer updates, replies, complaints and
 * vulnerability. Each check has a fixed code, a one-line rule and a pass / fail /
 * not_applicable status with the detail in plain words. The checks are domain/handling's;
 * their words are handling-check-text's.
 */
import * as z from 'zod';
import type { ClaimRecord } from '@claims/shared';
import { handlingFindings } from '../../domain/handling/handling-checks';
import type { CheckStatus } from '../../domain/handling/standards';
import { fitList } from './compact';
import { defineTool } from './define-tool';
import { HANDLING_SUMMARY, describeCheck, type HandlingCheck } from './handling-check-text';

export { HANDLING_RULES } from './handling-check-text';

/** Every check in words, in the order of the standards. */
export function handlingChecks(claim: ClaimRecord, today: string): HandlingCheck[] {
  return handlingFindings(claim, today).map((f) => describeCheck(f, claim));
}

export const runHandlingChecksTool = defineTool({
  name: 'run_handling_checks',
  description: `Check the file against handling standards: ${HANDLING_SUMMARY}. Returns \`checks[]\` with \`code\`, \`status\` (pass, fail, not_applicable) and \`detail\`, failures first; a failed check also gives the \`rule\` it breaks.`,
  input: {
    offset: z.number().int().min(0).optional().describe('Where to start in the list (from a previous result).'),
  },
  // Diary task descriptions are the claim file's own text.
  personalData: { result: true },
  activity: () => 'Checking the file against handling standards…',
  run: ({ offset }, { claim, today }) => {
    const checks = handlingChecks(claim, today);
    const order: Record<CheckStatus, number> = { fail: 0, pass: 1, not_applicable: 2 };
    // The standard is spelled out where it is broken; a pass needs only its detail.
    const sorted = [...checks]
      .sort((a, b) => order[a.status] - order[b.status])
      .map(({ rule, ...rest }) => (rest.status === 'fail' ? { ...rest, rule } : rest));
    const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
    return {
      result: fitList({
        head: { today, summary: { fail: count('fail'), pass: count('pass'), not_applicable: count('not_applicable') } },
        key: 'checks',
        items: sorted,
        offset,
        howToGetMore: (next) => `Call run_handling_checks with offset ${next} for the rest.`,
      }),
    };
  },
});

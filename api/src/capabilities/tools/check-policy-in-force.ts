/**
 * check_policy_in_force: whether the policy was in force on a date (the loss date by default),
 * with the reasons in plain words, the premium position on that date, and the mid-term
 * changes and endorsements in effect by then. A screen for the handler, not a cover decision.
 */
import { calendarDate, formatMoney } from '@claims/shared';
import { longDate } from '../dates';
import { cite, clip } from './compact';
import { coverOn, premiumOn } from './cover';
import { defineTool } from './define-tool';

export const checkPolicyInForceTool = defineTool({
  name: 'check_policy_in_force',
  description:
    'Was the policy in force on a date (default: the loss date)? Cover runs 00:00 on inception to 23:59 on expiry, or to 23:59 on the cancellation date. Returns `inForce`, `date`, `reasons[]` in plain words, the premium position on that date, and the changes and endorsements in effect by then.',
  input: {
    date: calendarDate.optional().describe('The day to check, YYYY-MM-DD. Defaults to the loss date.'),
  },
  // Mid-term change descriptions and endorsement wording are the claim file's own text.
  personalData: { result: true },
  activity: () => 'Checking the policy was in force…',
  run: ({ date }, { claim }) => {
    const day = date ?? claim.loss.date;
    const verdict = coverOn(claim, day);
    const premium = premiumOn(claim, day);
    const { policy } = claim;
    const changes = policy.changes.filter((c) => c.date <= day);
    const laterChanges = policy.changes.filter((c) => c.date > day);
    const endorsements = policy.endorsements.filter((e) => (e.effectiveDate ?? policy.inceptionDate) <= day);
    const laterEndorsements = policy.endorsements.filter((e) => (e.effectiveDate ?? policy.inceptionDate) > day);
    const result = {
      inForce: verdict.inForce,
      date: day,
      dateText: longDate(day),
      ...(date === undefined ? { checked: 'the loss date' } : {}),
      ...(day === claim.loss.date && claim.loss.time ? { lossTime: claim.loss.time } : {}),
      reasons: verdict.reasons,
      policy: {
        number: policy.number,
        cite: `[${cite.policy(policy.number)}]`,
        product: policy.product,
        status: policy.status,
        inceptionDate: policy.inceptionDate,
        expiryDate: policy.expiryDate,
        ...(policy.cancellationDate ? { cancellationDate: policy.cancellationDate } : {}),
      },
      premium,
      sections: policy.sections.map((s) => ({
        code: s.code,
        name: s.name,
        covered: s.covered,
        ...(s.excess !== undefined ? { excess: formatMoney(s.excess, claim.currency) } : {}),
        ...(s.limit !== undefined ? { limit: formatMoney(s.limit, claim.currency) } : {}),
      })),
      changesInEffect: changes.length
        ? changes.map((c) => ({ date: c.date, kind: c.kind, description: clip(c.description, 160) }))
        : 'No mid-term changes by this date.',
      endorsementsInEffect: endorsements.length
        ? endorsements.map((e) => ({ code: e.code, from: e.effectiveDate ?? policy.inceptionDate, text: clip(e.text, 160) }))
        : 'No endorsements in effect on this date.',
      ...(laterChanges.length || laterEndorsements.length
        ? {
            afterThisDate: `${laterChanges.length} change(s) and ${laterEndorsements.length} endorsement(s) took effect after this date and do not apply to it.`,
          }
        : {}),
      exclusions: policy.exclusions.map((e) => e.code),
      caution: 'A screen of the record, not a cover decision: read the schedule and wording before deciding.',
    };
    return { result: JSON.stringify(result) };
  },
});

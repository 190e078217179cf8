/**
 * check_policy_in_force: whether the policy was in force on a date (the loss date by default),
 * with the reasons in plain words, the premium position on that date, and the mid-term
 * changes and endorsements in effect by then. A screen for the handler, not a cover decision.
 * The verdict, reasons and premium always come whole; the lists share what is left of the cap.
 */
import { calendarDate, formatMoney, plural, type ClaimRecord } from '@claims/shared';
import { compareDates, longDate } from '../../domain/calendar/dates';
import { RESULT_CAP, shareBudget } from './compact';
import { clip } from '../../domain/clip';
import { averageProportion, coverOn, premiumOn } from '../../domain/cover';
import { coverReasons, premiumDetail } from './cover-text';
import { defineTool } from './define-tool';

interface PolicyList {
  key: string;
  items: readonly unknown[];
  /** Shown when the list has no items at all. */
  empty: unknown;
  /** When cut, keep the last items (the latest changes) rather than the first. */
  keepLatest?: boolean;
}

const LEFT_OUT_NOTE =
  'Lists cut to keep this short (leftOut counts what is not shown; of the changes, the latest are kept). get_claim_section "policy" pages through every section, exclusion, endorsement and change.';

/** The value at risk beside the sum insured it is for, with what an average condition would pay. */
function underinsurance(claim: ClaimRecord): { valueAtRisk?: Record<string, unknown> } {
  const average = averageProportion(claim);
  if (!average) return {};
  const money = (amount: number) => formatMoney(amount, claim.currency);
  const base = { amount: average.valueAtRisk, amountText: money(average.valueAtRisk) };
  const only = average.section;
  if (!only) {
    return {
      valueAtRisk: { ...base, note: 'Compare it with the sum insured of the section it values; an average condition pays loss × sum insured ÷ value at risk.' },
    };
  }
  if (only.percent === undefined) {
    return { valueAtRisk: { ...base, section: only.code, note: `At or below the ${only.name} sum insured of ${money(only.sumInsured)}: no underinsurance.` } };
  }
  const percent = only.percent;
  return {
    valueAtRisk: {
      ...base,
      section: only.code,
      underinsured: true,
      proportionInsured: `${percent}%`,
      note: `The ${only.name} sum insured of ${money(only.sumInsured)} is ${percent}% of the value at risk. If the policy has an average (underinsurance) condition, a claim on this section is paid at ${percent}% (loss × sum insured ÷ value at risk); the excess is usually taken after average, and some conditions allow a tolerance, so read the wording.`,
    },
  };
}

export const checkPolicyInForceTool = defineTool({
  name: 'check_policy_in_force',
  description:
    'Was the policy in force on a date (default: the loss date)? Cover runs 00:00 on inception to 23:59 on expiry, or to 23:59 on the cancellation date. Returns `inForce`, `date`, `reasons[]` in plain words, the premium position on that date, the sections (excess, limit, sum insured), the value at risk against the sum insured (underinsurance) when recorded, and the changes and endorsements in effect by then.',
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
    const changes = policy.changes.filter((c) => c.date <= day).sort((a, b) => compareDates(a.date, b.date));
    const laterChanges = policy.changes.filter((c) => c.date > day);
    const endorsements = policy.endorsements.filter((e) => (e.effectiveDate ?? policy.inceptionDate) <= day);
    const laterEndorsements = policy.endorsements.filter((e) => (e.effectiveDate ?? policy.inceptionDate) > day);
    const fixed = {
      inForce: verdict.inForce,
      date: day,
      dateText: longDate(day),
      ...(date === undefined ? { checked: 'the loss date' } : {}),
      ...(day === claim.loss.date && claim.loss.time ? { lossTime: claim.loss.time } : {}),
      reasons: coverReasons(claim, verdict),
      policy: {
        number: policy.number,
        product: policy.product,
        status: policy.status,
        inceptionDate: policy.inceptionDate,
        expiryDate: policy.expiryDate,
        ...(policy.cancellationDate ? { cancellationDate: policy.cancellationDate } : {}),
      },
      premium: { status: premium.status, inArrearsOnDate: premium.inArrearsOnDate, detail: premiumDetail(premium) },
      ...underinsurance(claim),
    };
    // Cover-defining lists first; of the changes, the latest before the date matter most.
    const lists: PolicyList[] = [
      {
        key: 'sections',
        items: policy.sections.map((s) => ({
          code: s.code,
          name: s.name,
          covered: s.covered,
          ...(s.excess !== undefined ? { excess: formatMoney(s.excess, claim.currency) } : {}),
          ...(s.limit !== undefined ? { limit: formatMoney(s.limit, claim.currency) } : {}),
          ...(s.sumInsured !== undefined ? { sumInsured: formatMoney(s.sumInsured, claim.currency) } : {}),
        })),
        empty: [],
      },
      { key: 'exclusions', items: policy.exclusions.map((e) => e.code), empty: [] },
      {
        key: 'endorsementsInEffect',
        items: endorsements.map((e) => ({ code: e.code, from: e.effectiveDate ?? policy.inceptionDate, text: clip(e.text, 160) })),
        empty: 'No endorsements in effect on this date.',
      },
      {
        key: 'changesInEffect',
        items: changes.map((c) => ({ date: c.date, kind: c.kind, description: clip(c.description, 160) })),
        empty: 'No mid-term changes by this date.',
        keepLatest: true,
      },
    ];
    const later =
      laterChanges.length || laterEndorsements.length
        ? {
            afterThisDate: `${plural(laterChanges.length, 'change')} and ${plural(laterEndorsements.length, 'endorsement')} took effect after this date and do not apply to it.`,
          }
        : {};
    const render = (counts: readonly number[]): string => {
      const body: Record<string, unknown> = {};
      const leftOut: Record<string, number> = {};
      lists.forEach((list, i) => {
        const n = counts[i] ?? 0;
        if (list.items.length === 0) body[list.key] = list.empty;
        else body[list.key] = list.keepLatest ? list.items.slice(list.items.length - n) : list.items.slice(0, n);
        if (n < list.items.length) leftOut[list.key] = list.items.length - n;
      });
      const cut = Object.keys(leftOut).length > 0;
      return JSON.stringify({
        ...fixed,
        ...body,
        ...later,
        ...(cut ? { leftOut, more: LEFT_OUT_NOTE } : {}),
        caution: 'A screen of the record, not a cover decision: read the schedule and wording before deciding.',
      });
    };
    // With nothing listed the result is at its longest apart from the lists, so they share the rest.
    const budget = RESULT_CAP - render(lists.map(() => 0)).length;
    const counts = shareBudget(
      lists.map((list) => (list.keepLatest ? [...list.items].reverse() : list.items)),
      budget,
    );
    return { result: render(counts) };
  },
});

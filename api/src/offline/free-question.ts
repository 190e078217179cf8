/**
 * What offline mode runs for a free question: the tool the question is about, as a model would
 * choose it (money, the reserve or payments: financial_summary; deadlines or what is due:
 * list_deadlines; cover: check_policy_in_force; complaints, vulnerability or fraud: that
 * screen; who is involved: the parties), else a search of the file. "Draft a customer update"
 * and "Write a file note" asked in words get the draft their quick action gives.
 */
import type { CapabilityId, ClaimRecord } from '@claims/shared';
import { searchCall, type PlannedCall } from '../capabilities/first-calls';

interface Route {
  about: RegExp;
  calls: PlannedCall[];
}

const call = (name: string, input: Record<string, unknown> = {}): PlannedCall => ({ name, input });

const ROUTES: Route[] = [
  {
    about: /\b(?:money|reserves?|payments?|paid|pay(?:ing)?|costs?|incurred|outstanding|financ\w*|recover(?:y|ies)|excess)\b/i,
    calls: [call('financial_summary')],
  },
  { about: /\b(?:deadlines?|due|overdue|diary|dates?|time ?limits?|limitation|part ?36|relevant period|by when)\b/i, calls: [call('list_deadlines')] },
  { about: /\b(?:complain\w*|dissatisf\w*|unhappy|ombudsman|fos|disp)\b/i, calls: [call('scan_expressions_of_dissatisfaction')] },
  { about: /\b(?:cover(?:ed)?|in force|policy|premium|cancel\w*|lapsed|endorsements?|exclusions?)\b/i, calls: [call('check_policy_in_force')] },
  { about: /\b(?:vulnerab\w*|wellbeing|well-being|support needs?|bereave\w*|mental health)\b/i, calls: [call('scan_vulnerability_signals')] },
  { about: /\b(?:fraud\w*|suspicious|red flags?|risk (?:flags?|indicators?)|indicators?)\b/i, calls: [call('run_risk_cross_checks')] },
  { about: /\b(?:who(?:'s| is)? involved|parties|people|witness(?:es)?|solicitors?)\b/i, calls: [call('get_claim_section', { section: 'parties' })] },
];

/** A free question that asks for a draft a quick action writes. */
const DRAFTS: { about: RegExp; capability: CapabilityId }[] = [
  {
    about:
      /\b(?:draft|write|prepare)\b.*(?:\b(?:customer|policyholder|insured)\b.*\bupdate\b|\bupdate\b.*\b(?:customer|policyholder|insured)\b)|\bcustomer update\b/i,
    capability: 'customer_update',
  },
  { about: /\b(?:draft|write|prepare|add)\b.*\bfile ?note\b|\bfile ?note\b/i, capability: 'file_note' },
];

/** The quick action a free question asks for in words, when it asks for a draft. */
export function draftAskedFor(message: string): CapabilityId | undefined {
  return DRAFTS.find((d) => d.about.test(message))?.capability;
}

/** A question about what something says ("What does the Part 36 offer say?") wants the file's own words. */
const ASKS_FOR_WORDS = /\bwhat (?:does|did|do)\b.*\b(?:say|said|state|mention)s?\b|\b(?:wording|word for word|quote)\b/i;

/**
 * The calls for a free question: each matching tool once, in route order, or a search. A
 * question naming one of the claim's documents ("What does the policy schedule say?") is about
 * that document, so it is searched for whatever words it uses; so is one asking what something says.
 */
export function freeQuestionCalls(message: string, claim: ClaimRecord): PlannedCall[] {
  const asked = message.toLowerCase();
  const namesDocument = claim.documents.some((d) => d.title.length >= 4 && asked.includes(d.title.toLowerCase()));
  const calls = namesDocument || ASKS_FOR_WORDS.test(message) ? [] : ROUTES.filter((r) => r.about.test(message)).flatMap((r) => r.calls);
  return calls.length > 0 ? calls.slice(0, 3) : [searchCall(message.slice(0, 500))];
}

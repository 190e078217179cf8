/**
 * What a search across claims (`GET /api/claims?q=`) matches, and the sort keys of the claim
 * list: shared so the Worker's index and the page's column headings name the same things.
 */
export const SEARCH_FIELDS = ['claim_id', 'policy_number', 'party', 'representative', 'registration', 'email', 'phone', 'deadline'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const CLAIM_SORTS = ['id', 'policyholder', 'lineOfBusiness', 'status', 'lossDate', 'handler', 'nextDeadline', 'overdue', 'alerts', 'incurred'] as const;
export type ClaimSort = (typeof CLAIM_SORTS)[number];

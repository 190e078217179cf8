/**
 * Accepts the claim record as `GET /api/claims/:id` sends it. The Worker validated the record
 * in full when it was imported, so the page checks only that the answer is a claim of the
 * version it knows rather than shipping the whole record schema to the browser.
 */
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { AnswerSchema } from '../api/client';

export const claimRecordFromJson: AnswerSchema<ClaimRecord> = {
  safeParse(data) {
    const looksLikeClaim =
      typeof data === 'object' &&
      data !== null &&
      (data as { schemaVersion?: unknown }).schemaVersion === 1 &&
      typeof (data as { id?: unknown }).id === 'string';
    return looksLikeClaim ? { success: true, data: data as ClaimRecord } : { success: false };
  },
};

/**
 * The claim at a glance from the Worker (`GET /api/claims/:id/overview`): alerts and every
 * deadline. Loaded again when the UK day changes, as days left and "overdue" move at midnight.
 */
import { ClaimOverviewSchema, type ClaimOverview } from '@claims/shared/overview';
import { getJson } from '../api/client';
import { useApi, type Resource } from '../api/use-api';

export type OverviewResource = Resource<ClaimOverview> & { reload: () => void };

export function useOverview(claimId: string, today: string): OverviewResource {
  return useApi((signal) => getJson(`/api/claims/${encodeURIComponent(claimId)}/overview`, ClaimOverviewSchema, signal), `${claimId}@${today}`);
}

/** The feedback endpoints as the page calls them (README, "The API"). */
import { FeedbackEntrySchema, FeedbackListSchema, type FeedbackEntry, type FeedbackList, type FeedbackRequest } from '@claims/shared/feedback';
import { ApiError, apiFetch, errorFromResponse, getJson } from '../api/client';

export async function sendFeedback(messageId: string, body: FeedbackRequest): Promise<FeedbackEntry> {
  const response = await apiFetch(`/api/messages/${encodeURIComponent(messageId)}/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  const parsed = FeedbackEntrySchema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, 'bad_response', 'The server did not confirm the feedback in the expected shape.');
  return parsed.data;
}

/** The feedback list with its filters as query parameters (empty ones left out). */
export function loadFeedback(filters: Record<string, string>, signal?: AbortSignal): Promise<FeedbackList> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  return getJson(`/api/feedback${query.size > 0 ? `?${query}` : ''}`, FeedbackListSchema, signal);
}

/**
 * The feedback this user has already given on a conversation's answers, so a reopened
 * conversation shows it. A failure to read it only leaves the controls unset.
 */
import { useEffect, useState } from 'react';
import type { FeedbackEntry } from '@claims/shared/feedback';
import { UserSchema } from '@claims/shared/wire';
import { getJson } from '../api/client';
import { loadFeedback } from './feedback-api';

export function useGivenFeedback(conversationId: string | null): ReadonlyMap<string, FeedbackEntry> {
  const [given, setGiven] = useState<ReadonlyMap<string, FeedbackEntry>>(new Map());
  useEffect(() => {
    setGiven(new Map());
    if (!conversationId) return;
    const controller = new AbortController();
    Promise.all([getJson('/api/me', UserSchema, controller.signal), loadFeedback({ conversationId }, controller.signal)]).then(
      ([me, list]) => {
        if (controller.signal.aborted) return;
        // Supervisors read everyone's feedback on the conversation; the controls show only theirs.
        setGiven(new Map(list.feedback.filter((f) => f.userId === me.id).map((f) => [f.messageId, f])));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [conversationId]);
  return given;
}

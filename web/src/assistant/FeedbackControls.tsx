/**
 * Feedback on a finished answer: Helpful, or Not helpful with a reason and an optional note.
 * Saved at once for Helpful; Not helpful opens a short form. Giving it again replaces it.
 */
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_REASON_LABELS, FEEDBACK_REASONS, MAX_FEEDBACK_NOTE_CHARS, type FeedbackEntry, type FeedbackReason } from '@claims/shared/feedback';
import { sendFeedback } from '../feedback/feedback-api';

export interface FeedbackControlsProps {
  messageId: string;
  conversationId: string;
  /** Feedback this user already gave on the answer (a reopened conversation). */
  given?: FeedbackEntry | undefined;
}

type Saving = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

export function FeedbackControls({ messageId, conversationId, given }: FeedbackControlsProps) {
  const [saved, setSaved] = useState<FeedbackEntry | undefined>(given);
  const [formOpen, setFormOpen] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | ''>(given?.reason ?? '');
  const [note, setNote] = useState(given?.note ?? '');
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const id = useId();
  const rating = saved?.rating;

  async function save(body: Parameters<typeof sendFeedback>[1]): Promise<void> {
    setSaving({ state: 'saving' });
    try {
      setSaved(await sendFeedback(messageId, body));
      setSaving({ state: 'saved' });
      setFormOpen(false);
    } catch (error) {
      setSaving({ state: 'failed', message: `Feedback not saved: ${(error as Error).message}` });
    }
  }

  function submitNotHelpful(event: FormEvent): void {
    event.preventDefault();
    if (reason === '') {
      setSaving({ state: 'failed', message: 'Choose what was wrong with the answer.' });
      return;
    }
    void save({ conversationId, rating: 'not_helpful', reason, ...(note.trim() ? { note: note.trim() } : {}) });
  }

  return (
    <div className="feedback" role="group" aria-labelledby={`${id}-ask`}>
      <span id={`${id}-ask`} className="muted">
        Was this answer helpful?
      </span>
      <button
        type="button"
        className="button small"
        aria-pressed={rating === 'helpful'}
        disabled={saving.state === 'saving'}
        onClick={() => void save({ conversationId, rating: 'helpful' })}
      >
        Helpful
      </button>
      <button
        type="button"
        className="button small"
        aria-pressed={rating === 'not_helpful'}
        aria-expanded={formOpen}
        aria-controls={`${id}-form`}
        disabled={saving.state === 'saving'}
        onClick={() => setFormOpen((open) => !open)}
      >
        Not helpful
      </button>
      {formOpen && (
        <form id={`${id}-form`} className="feedback-form" onSubmit={submitNotHelpful}>
          <fieldset>
            <legend>What was wrong?</legend>
            {FEEDBACK_REASONS.map((value) => (
              <label key={value} className="feedback-reason">
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />{' '}
                {FEEDBACK_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-note`}>Note (optional)</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={MAX_FEEDBACK_NOTE_CHARS}
            rows={2}
            aria-describedby={`${id}-count`}
            onChange={(event) => setNote(event.target.value)}
          />
          <span id={`${id}-count`} className="muted small">
            {note.length} of {MAX_FEEDBACK_NOTE_CHARS} characters
          </span>
          <div className="feedback-form-actions">
            <button type="submit" className="button small primary" disabled={saving.state === 'saving'}>
              Send feedback
            </button>
            <button type="button" className="button small" onClick={() => setFormOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <span role="status" className={saving.state === 'failed' ? 'feedback-note is-error' : 'feedback-note'}>
        {saving.state === 'saved' ? 'Thank you: feedback saved.' : saving.state === 'failed' ? saving.message : ''}
      </span>
    </div>
  );
}

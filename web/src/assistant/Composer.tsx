/**
 * The message box: Enter sends, Shift+Enter starts a new line; while a turn runs, Send becomes
 * Stop. Messages over the server's limit are caught here with a clear note.
 */
import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { MAX_CHAT_MESSAGE_CHARS } from '@claims/shared/wire';

export interface ComposerProps {
  busy: boolean;
  onSend: (message: string) => void;
  onStop: () => void;
  /** The message box, for the pane to put focus back in. */
  fieldRef?: Ref<HTMLTextAreaElement>;
}

export function Composer({ busy, onSend, onStop, fieldRef }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const noteId = useId();
  // The trimmed text is what is sent, and the server counts it as we do here (UTF-16 units).
  const message = draft.trim();
  const tooLong = message.length > MAX_CHAT_MESSAGE_CHARS;

  function send(): void {
    if (busy || message === '' || tooLong) return;
    onSend(message);
    setDraft('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    // Safari ends an IME composition before the keydown of the Enter that confirms it, so
    // isComposing is already false there; keyCode 229 still says the IME handled the key.
    const composing = event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
    if (event.key !== 'Enter' || event.shiftKey || composing) return;
    event.preventDefault();
    send();
  }

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    send();
  }

  return (
    <form className="composer" onSubmit={handleSubmit}>
      <label htmlFor={fieldId} className="visually-hidden">
        Ask about this claim
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        value={draft}
        rows={2}
        placeholder="Ask about this claim…"
        aria-describedby={noteId}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="composer-bar">
        <p id={noteId} className={`composer-note${tooLong ? ' is-error' : ''}`}>
          {tooLong
            ? `Too long: ${message.length.toLocaleString('en-GB')} of ${MAX_CHAT_MESSAGE_CHARS.toLocaleString('en-GB')} characters.`
            : 'Enter to send, Shift+Enter for a new line.'}
        </p>
        {busy ? (
          <button type="button" className="button stop" onClick={onStop}>
            Stop
          </button>
        ) : (
          // aria-disabled, not disabled: Stop turns back into this button when a turn ends, and a
          // disabled button would drop the keyboard focus Stop had onto the page. send() refuses.
          <button type="submit" className="button primary" aria-disabled={message === '' || tooLong || undefined}>
            Send
          </button>
        )}
      </div>
    </form>
  );
}

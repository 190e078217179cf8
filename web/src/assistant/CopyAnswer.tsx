/**
 * Copy on a finished answer: puts it on the clipboard both formatted and as plain text (see
 * answer-for-clipboard.ts), and says "Copied" where it can be seen and is read out.
 */
import { useEffect, useRef, useState } from 'react';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { answerForClipboard, type ClipboardAnswer } from './answer-for-clipboard';

/** How long "Copied" stays. */
const CONFIRM_MS = 2500;

type CopyState = { state: 'idle' } | { state: 'copied' } | { state: 'failed'; message: string };

async function writeToClipboard({ html, plain }: ClipboardAnswer): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([plain], { type: 'text/plain' }) }),
    ]);
    return;
  }
  // A browser without rich clipboard writing still gets the plain text.
  await navigator.clipboard.writeText(plain);
}

export function CopyAnswer({ text, claim }: { text: string; claim: ClaimRecord }) {
  const [copy, setCopy] = useState<CopyState>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onCopy(): Promise<void> {
    clearTimeout(timer.current);
    try {
      await writeToClipboard(answerForClipboard(text, claim));
      setCopy({ state: 'copied' });
      timer.current = setTimeout(() => setCopy({ state: 'idle' }), CONFIRM_MS);
    } catch {
      setCopy({ state: 'failed', message: 'Could not copy: the browser did not allow it. Select the answer and copy it by hand.' });
    }
  }

  return (
    <span className="copy-answer">
      <button type="button" className="button small" onClick={() => void onCopy()}>
        Copy answer
      </button>
      <span role="status" className={copy.state === 'failed' ? 'copy-note is-error' : 'copy-note'}>
        {copy.state === 'copied' ? 'Copied' : copy.state === 'failed' ? copy.message : ''}
      </span>
    </span>
  );
}

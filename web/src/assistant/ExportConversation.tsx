/**
 * Downloads the conversation as a document for the claim file: Markdown, or HTML that the browser
 * prints to PDF. Fetched (so dev sign-in's header goes with it) and saved under the server's name.
 */
import { useState } from 'react';
import { apiFetch, errorFromResponse } from '../api/client';

export type ExportFormat = 'md' | 'html';

export async function downloadConversation(conversationId: string, format: ExportFormat): Promise<void> {
  const response = await apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/export?format=${format}`);
  if (!response.ok) throw await errorFromResponse(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `conversation.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportConversation({ conversationId }: { conversationId: string | null }) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function onExport(format: ExportFormat): Promise<void> {
    if (!conversationId) return;
    setBusy(true);
    setStatus('');
    try {
      await downloadConversation(conversationId, format);
      setStatus(format === 'html' ? 'Downloaded. Open it and print to save as PDF.' : 'Downloaded.');
    } catch (error) {
      setStatus(`Could not download the conversation: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const disabled = !conversationId || busy;
  return (
    <div className="export-conversation" role="group" aria-label="Download this conversation">
      <button type="button" className="button small" disabled={disabled} onClick={() => void onExport('md')} title="A Markdown file for the claim file">
        Download (.md)
      </button>
      <button type="button" className="button small" disabled={disabled} onClick={() => void onExport('html')} title="A page that prints cleanly to PDF">
        Download (.html)
      </button>
      <span role="status" className="muted small">
        {status}
      </span>
    </div>
  );
}

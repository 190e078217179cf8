/// <reference types="node" />
/**
 * A minimal timing client for the chat stream: POSTs JSON over a kept-alive HTTP connection and
 * notes when the first byte of the body arrives and when the `done` event does. It reads event
 * names only; the payloads are left to the Worker's own tests.
 */
import { Agent, request } from 'node:http';

export interface StreamTiming {
  /** Request sent to the first byte of the SSE body. */
  firstByteMs: number;
  /** Request sent to the arrival of the first `text` event (-1 when none came). */
  firstTextMs: number;
  /** Request sent to the arrival of the `done` event. */
  doneMs: number;
  /** The event names, in order. */
  events: string[];
  /** The data of the first `conversation` event. */
  conversationId?: string;
}

/** One connection, reused: a browser keeps its connection to the Worker alive too. */
export const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

export function timeStream(url: string, body: unknown, headers: Record<string, string> = {}): Promise<StreamTiming> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    let doneMs = -1;
    let firstTextMs = -1;
    let text = '';
    const req = request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          text += chunk;
          if (firstTextMs < 0 && text.includes('event: text\n')) firstTextMs = performance.now() - started;
          if (doneMs < 0 && text.includes('event: done\n')) doneMs = performance.now() - started;
        });
        res.on('end', () => {
          const events = [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]!);
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          if (doneMs < 0) return reject(new Error(`${url} ended without a done event: ${events.join(', ')} ${text.slice(-300)}`));
          const conversation = /^event: conversation\ndata: (.+)$/m.exec(text)?.[1];
          const conversationId = conversation ? (JSON.parse(conversation) as { conversationId: string }).conversationId : undefined;
          resolve({ firstByteMs, firstTextMs, doneMs, events, ...(conversationId && { conversationId }) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

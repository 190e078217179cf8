/** A claim object's event stream as the Worker's `text/event-stream` response. */
export function eventStream(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' },
  });
}

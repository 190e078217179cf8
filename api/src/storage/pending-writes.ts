/**
 * Transcript writes still in flight, per conversation, in this isolate. The end of a turn is
 * written after `done` is sent (the browser need not wait for it); a request that reads the same
 * conversation here first waits for those writes, so it never sees a turn half-finished.
 */
const pending = new Map<string, Promise<unknown>>();

/** Records a write for the conversation; it counts until it settles, whether or not it fails. */
export function trackWrite(conversationId: string, write: Promise<unknown>): void {
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  const chain = Promise.all([pending.get(conversationId), settled]);
  pending.set(conversationId, chain);
  void chain.then(() => {
    if (pending.get(conversationId) === chain) pending.delete(conversationId);
  });
}

/** Resolves once every write so far for the conversation has settled. */
export async function writesSettled(conversationId: string): Promise<void> {
  await pending.get(conversationId);
}

/**
 * The Worker isolate's own memory, read through the V8 inspector that `wrangler dev` opens
 * (`--inspector-port`): `Runtime.getHeapUsage` gives the isolate's heap (used and committed) and
 * the ArrayBuffer backing stores outside it. Unlike the process's resident memory, this leaves out
 * what local D1 and the object's SQLite hold in the same process, which in production live
 * elsewhere. Sampled in a loop while a request runs; V8 answers between JavaScript tasks, so a
 * sample cannot land inside one synchronous step, but the committed heap only grows during a step
 * and is read straight after it, so its largest sample bounds the step's peak.
 */

/** One reading of `Runtime.getHeapUsage`, in bytes. */
export interface HeapUsage {
  usedSize: number;
  totalSize: number;
  backingStorageSize: number;
}

export interface HeapPeak {
  /** The heap in use plus ArrayBuffer stores, before the request. */
  beforeMiB: number;
  /** The largest sample of the heap in use plus ArrayBuffer stores. */
  usedPeakMiB: number;
  /** The largest sample of the committed heap plus ArrayBuffer stores: what the isolate held. */
  committedPeakMiB: number;
  samples: number;
}

const SAMPLE_TIMEOUT_MS = 10_000;

const MiB = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export class IsolateHeap {
  private nextId = 1;
  private readonly waiting = new Map<number, (usage: HeapUsage) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: HeapUsage };
      const resolve = message.id === undefined ? undefined : this.waiting.get(message.id);
      if (resolve && message.result) {
        this.waiting.delete(message.id as number);
        resolve(message.result);
      }
    });
  }

  /** Connects to the inspector of the Worker that wrangler dev serves on `inspectorPort`. */
  static async connect(inspectorPort: number): Promise<IsolateHeap> {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`The inspector on port ${inspectorPort} lists no Worker to attach to.`);
    // wrangler's inspector proxy accepts only local origins; Node's WebSocket takes the header here.
    const socket = new WebSocket(url, { headers: { Origin: `http://127.0.0.1:${inspectorPort}` } } as unknown as string[]);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`Could not attach to the inspector at ${url}.`)), { once: true });
    });
    return new IsolateHeap(socket);
  }

  /**
   * One reading, or null when none comes within `SAMPLE_TIMEOUT_MS` (the runtime crashed, e.g. out
   * of memory under a cap). Request ids stay below the proxy's own (it numbers from 100,000,001).
   */
  usage(): Promise<HeapUsage | null> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, SAMPLE_TIMEOUT_MS);
      this.waiting.set(id, (usage) => {
        clearTimeout(timer);
        resolve(usage);
      });
      this.socket.send(JSON.stringify({ id, method: 'Runtime.getHeapUsage' }));
    });
  }

  /** Runs `work`, sampling the heap until it ends (one more sample after it, for its last step). */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; peak: HeapPeak }> {
    const first = await this.usage();
    if (!first) throw new Error('The Worker isolate does not answer its inspector.');
    const peak: HeapPeak = {
      beforeMiB: MiB(first.usedSize + first.backingStorageSize),
      usedPeakMiB: 0,
      committedPeakMiB: 0,
      samples: 0,
    };
    let used = first.usedSize + first.backingStorageSize;
    let committed = first.totalSize + first.backingStorageSize;
    let answering = true;
    const sample = async () => {
      const usage = answering ? await this.usage() : null;
      if (!usage) {
        answering = false;
        return;
      }
      peak.samples++;
      used = Math.max(used, usage.usedSize + usage.backingStorageSize);
      committed = Math.max(committed, usage.totalSize + usage.backingStorageSize);
    };
    let done = false;
    const sampling = (async () => {
      while (!done && answering) await sample();
    })();
    let result: T;
    try {
      result = await work();
    } finally {
      done = true;
      await sampling;
    }
    await sample();
    return { result, peak: { ...peak, usedPeakMiB: MiB(used), committedPeakMiB: MiB(committed) } };
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * The part both fake model servers share: a plain `node:http` server on 127.0.0.1 with the
 * control API tests script it through, the scenario store, the request log, and the playing of a
 * round's wire events (pauses, and the ways a stream can break). Each provider's wire format
 * lives in its own module and is plugged in as a `ProviderWire`.
 *
 * Control API (JSON): `POST /__scenario/:key` with a `FakeScenario` (replaces it and clears its
 * log), `GET /__requests/:key` → `{ requests: RecordedRequest[] }`, `DELETE /__scenario/:key`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FailureRound, FakeScenario, RecordedRequest, ResponseRound } from './script';

export type JsonObject = Record<string, unknown>;

/** What a provider module tells the shared server. */
export interface ProviderWire {
  /** Whether this is a model request (e.g. `POST /v1/messages`). */
  isModelRequest(method: string, path: string): boolean;
  /** The scenario a request names: its API key. */
  scenarioKey(req: IncomingMessage): string | null;
  /** The message of the 400 the real API would answer this body with, or null if it would accept it. */
  invalidRequest(body: JsonObject, scenario: string): string | null;
  /** The provider's JSON error body and the headers it sends with it. */
  errorResponse(failure: FailureRound): { body: unknown; headers: Record<string, string> };
  /** The response headers of a stream. */
  streamHeaders(): Record<string, string>;
  /** The whole body of a streamed answer, one string per wire event, end marker included. */
  responseEvents(round: ResponseRound, body: JsonObject, roundIndex: number, scenario: string): string[];
  /** An error event sent inside a stream that has already begun. */
  errorEvent(kind: 'overloaded' | 'server_error'): string;
}

export interface FakeServer {
  url: string;
  /** When each model request arrived (`performance.now()`, every scenario): the benchmark's clock. */
  arrivals: number[];
  close(): Promise<void>;
}

interface ScenarioState {
  scenario: FakeScenario;
  next: number;
  requests: RecordedRequest[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeServer(wire: ProviderWire): Promise<FakeServer> {
  const scenarios = new Map<string, ScenarioState>();
  const started = Date.now();
  const arrivals: number[] = [];
  const stateOf = (key: string): ScenarioState => {
    let state = scenarios.get(key);
    if (!state) {
      // An unscripted key answers 401, as an unknown API key would.
      state = { scenario: { rounds: [] }, next: 0, requests: [] };
      scenarios.set(key, state);
    }
    return state;
  };

  const server = createServer((req, res) => {
    if (req.method === 'POST' && !req.url?.startsWith('/__')) arrivals.push(performance.now());
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: `fake server failed: ${String(error)}` });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const method = req.method ?? 'GET';
    const control = /^\/__(scenario|requests)\/([^/]+)$/.exec(path);
    if (control) {
      const key = decodeURIComponent(control[2] ?? '');
      if (control[1] === 'scenario' && method === 'POST') {
        const scenario = (await readJson(req)) as FakeScenario;
        if (!Array.isArray(scenario?.rounds)) return sendJson(res, 400, { error: 'a scenario needs rounds[]' });
        scenarios.set(key, { scenario, next: 0, requests: [] });
        return void res.writeHead(204).end();
      }
      if (control[1] === 'scenario' && method === 'DELETE') {
        scenarios.delete(key);
        return void res.writeHead(204).end();
      }
      if (control[1] === 'requests' && method === 'GET') {
        return sendJson(res, 200, { requests: scenarios.get(key)?.requests ?? [] });
      }
    }
    if (!wire.isModelRequest(method, path)) return sendJson(res, 404, { error: `no route ${method} ${path}` });

    const body = (await readJson(req)) as JsonObject;
    const key = wire.scenarioKey(req) ?? '';
    const state = stateOf(key);
    const { rounds, loop } = state.scenario;
    const index = loop && rounds.length > 0 ? state.next % rounds.length : state.next;
    const round = rounds[index];
    state.next += 1;

    const record: RecordedRequest = {
      path,
      headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
      body,
      round: round ? index : null,
      status: 0,
      closedEarly: false,
      receivedAt: Date.now() - started,
      endedAt: null,
    };
    state.requests.push(record);
    let closedByServer = false;
    res.on('close', () => {
      record.endedAt = Date.now() - started;
      if (!res.writableFinished && !closedByServer) record.closedEarly = true;
    });

    const failure = (failureRound: FailureRound) => {
      const { body: errorBody, headers } = wire.errorResponse(failureRound);
      record.status = failureRound.status;
      sendJson(res, failureRound.status, errorBody, headers);
    };
    if (rounds.length === 0) return failure({ type: 'failure', status: 401 });
    if (!round) {
      const message = `fake model server: scenario "${key}" has no round ${index + 1} (it has ${rounds.length})`;
      return failure({ type: 'failure', status: 400, message });
    }
    if (round.type === 'failure') return failure(round);
    const invalid = wire.invalidRequest(body, key);
    if (invalid) return failure({ type: 'failure', status: 400, errorType: 'invalid_request_error', message: invalid });
    if (round.type === 'hang') return; // the client's abort closes the connection
    record.status = 200;
    const events = wire.responseEvents(round, body, index, key);
    await playResponse(wire, res, round, events, () => {
      closedByServer = true;
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    arrivals,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Streams a response round's wire events, breaking the stream as the round says. */
async function playResponse(wire: ProviderWire, res: ServerResponse, round: ResponseRound, events: string[], markClosedByServer: () => void): Promise<void> {
  res.writeHead(200, wire.streamHeaders());
  res.flushHeaders();
  const breakAt = round.interrupt?.afterEvents ?? Number.POSITIVE_INFINITY;
  for (const [position, event] of events.entries()) {
    if (position === breakAt) break;
    if (round.eventDelayMs) await sleep(round.eventDelayMs);
    if (round.latency) await sleep(position === 0 ? round.latency.firstTokenMs : 1000 / round.latency.tokensPerSecond);
    if (res.destroyed) return;
    res.write(event);
  }
  const interruption = round.interrupt?.with;
  if (interruption === undefined || interruption === 'truncate') return void res.end();
  if (interruption === 'hang') return;
  if (interruption === 'cut') {
    // FIN without the chunked body's terminator: what arrived is read, then the body breaks.
    markClosedByServer();
    return void res.socket?.end();
  }
  res.end(wire.errorEvent(interruption));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Splits text into up to `parts` pieces, so one value arrives as several deltas. */
export function pieces(text: string, parts: number): string[] {
  if (text.length <= 1) return [text];
  const size = Math.ceil(text.length / parts);
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size) out.push(text.slice(start, start + size));
  return out;
}

/**
 * 429 and 5xx answers get a short retry delay, so tests of retries stay quick, unless the round
 * names its own delay (a `retry-after` of two minutes must not be overridden by a shorter one).
 */
export function retryHeaders(status: number, own: Record<string, string> = {}): Record<string, string> {
  const named = Object.keys(own).some((name) => /^retry-after(-ms)?$/i.test(name));
  return (status === 429 || status >= 500) && !named ? { 'retry-after-ms': '10' } : {};
}

export const randomId = (prefix: string): string => `${prefix}${Math.random().toString(36).slice(2, 14)}`;

/**
 * A stand-in for a Cloudflare Access team domain in tests: serves whatever JSON Web Key Set a
 * test publishes at `/cdn-cgi/access/certs`, the path the Worker reads keys from. Tests (inside
 * workerd) generate their own signing keys and publish the public half with `POST /__keys`;
 * `GET /__hits` says how many times the keys were fetched. `GET /__keys-down` names a second team
 * domain whose key server is failing (every answer 503), for the Worker's side of an outage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startAccessServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const keysDown = createServer((_req, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream unavailable'));
  const keysDownUrl = await listen(keysDown);
  let jwks: unknown = { keys: [] };
  let certsFetched = 0;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__keys') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        jwks = JSON.parse(body);
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/__keys-down') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: keysDownUrl }));
      return;
    }
    if (req.method === 'GET' && req.url === '/__hits') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ certs: certsFetched }));
      return;
    }
    if (req.method === 'GET' && req.url === '/cdn-cgi/access/certs') {
      certsFetched += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
      return;
    }
    res.writeHead(404).end();
  });
  return {
    url: await listen(server),
    close: async () => {
      await Promise.all([close(server), close(keysDown)]);
    },
  };
}

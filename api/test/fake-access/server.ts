/**
 * A stand-in for a Cloudflare Access team domain in tests: serves whatever JSON Web Key Set a
 * test publishes at `/cdn-cgi/access/certs`, the path the Worker reads keys from. Tests (inside
 * workerd) generate their own signing keys and publish the public half with `POST /__keys`;
 * `GET /__hits` says how many times the keys were fetched.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startAccessServer(): Promise<{ url: string; close: () => Promise<void> }> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

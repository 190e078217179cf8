import { describe, expect, it } from 'vitest';
import { methodsByPath } from './allowed-methods';

describe('methodsByPath', () => {
  const allowedAt = methodsByPath([
    { method: 'ALL', path: '/api/*' },
    { method: 'GET', path: '/api/claims' },
    { method: 'GET', path: '/api/claims/:id' },
    { method: 'GET', path: '/api/claims/:id' }, // a route's second handler
    { method: 'PUT', path: '/api/claims/:id' },
    { method: 'POST', path: '/api/claims/:id/chat' },
  ]);

  it("lists a path's methods, sorted, HEAD wherever GET is, each once", () => {
    expect(allowedAt('/api/claims/CLM-1')).toEqual(['GET', 'HEAD', 'PUT']);
    expect(allowedAt('/api/claims/CLM-1/chat')).toEqual(['POST']);
    expect(allowedAt('/api/claims')).toEqual(['GET', 'HEAD']);
  });

  it('matches with one trailing slash, as the app does', () => {
    expect(allowedAt('/api/claims/')).toEqual(['GET', 'HEAD']);
  });

  it('lists nothing for a path no route has, whatever the middleware covers', () => {
    expect(allowedAt('/api/nothing')).toEqual([]);
    expect(allowedAt('/api/claims/CLM-1/chat/more')).toEqual([]);
  });
});

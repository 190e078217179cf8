/**
 * The dev-mode user choice. In dev auth mode the Worker takes the caller from the `X-Dev-User`
 * header; the page remembers the chosen user in localStorage so a reload keeps it.
 */
const STORAGE_KEY = 'claims.devUser';

export function getDevUser(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): fall back to the server's default user
  }
}

export function setDevUser(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Not remembered across reloads; the choice still applies until then via the caller's state.
  }
}

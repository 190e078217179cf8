/**
 * The dev-mode user choice. In dev auth mode the Worker takes the caller from the `X-Dev-User`
 * header; the page remembers the chosen user in localStorage so a reload keeps it. Every tab
 * shares that choice (each request reads it), so a tab follows a choice made in another.
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

/** Calls `onChange` when another tab chooses a user (or clears the choice); returns the unsubscribe. */
export function onDevUserChange(onChange: (id: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange(getDevUser());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

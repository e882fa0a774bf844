import { credentialsSchema, type Credentials } from '@scoreline/contracts';
import { useSyncExternalStore } from 'react';

/** spec §3: the access token, the user id and the user fields are kept in browser storage. */
const storageKey = 'scoreline.credentials';
const listeners = new Set<() => void>();
const blockedListeners = new Set<() => void>();

// useSyncExternalStore needs the same object for the same stored text, so parse once per change.
let snapshot: { raw: string | null; credentials: Credentials | null } = { raw: null, credentials: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKey) ?? sessionStorage.getItem(storageKey);
  } catch {
    return null; // storage disabled by the browser: behave as signed out
  }
}

function parse(raw: string | null): Credentials | null {
  if (raw === null) return null;
  try {
    // An unreadable or outdated shape counts as signed out: the user simply signs in again.
    const result = credentialsSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readCredentials(): Credentials | null {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, credentials: parse(raw) };
  return snapshot.credentials;
}

/** "Remember this device" (spec §2, checked by default) keeps credentials after the browser closes. */
export function saveCredentials(credentials: Credentials, { remember = true }: { remember?: boolean } = {}): void {
  const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  drop.removeItem(storageKey);
  keep.setItem(storageKey, JSON.stringify(credentials));
  notify();
}

/** spec §4: refreshes the stored user fields (e.g. from the profile), in whichever storage holds them. */
export function updateCredentials(fields: Partial<Credentials>): void {
  const current = readCredentials();
  if (!current) return;
  const storage = localStorage.getItem(storageKey) === null ? sessionStorage : localStorage;
  storage.setItem(storageKey, JSON.stringify({ ...current, ...fields }));
  notify();
}

export function clearCredentials(): void {
  localStorage.removeItem(storageKey);
  sessionStorage.removeItem(storageKey);
  notify();
}

/** spec §4: log out clears all local storage and auth state. */
export function signOut(): void {
  localStorage.clear();
  clearCredentials();
}

/** spec §6: a blocked account loses its credentials; the app is told so it can go to / with the message. */
export function signOutBlockedAccount(): void {
  clearCredentials();
  for (const listener of blockedListeners) listener();
}

export function onAccountBlocked(listener: () => void): () => void {
  blockedListeners.add(listener);
  return () => {
    blockedListeners.delete(listener);
  };
}

export function subscribeToCredentials(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the shared localStorage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useCredentials(): Credentials | null {
  return useSyncExternalStore(subscribeToCredentials, readCredentials);
}

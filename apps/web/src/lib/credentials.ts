import type { Credentials } from '@scoreline/contracts';
import { isCredentials } from '@scoreline/contracts/plain';
import { useSyncExternalStore } from 'react';
import { forgetCachedAnswers } from './offline-cache';

/** spec §3: the access token, the user id and the user fields are kept in browser storage. */
export const storageKey = 'scoreline.credentials';
const listeners = new Set<() => void>();

/**
 * Why the stored session ended without the player asking (issue 13): the account was blocked (spec §6), or the server
 * no longer accepts the token (signed out elsewhere, a password reset, expiry).
 */
export type SessionEndReason = 'blocked' | 'expired';
const endedListeners = new Set<(reason: SessionEndReason) => void>();
let lastEnd: SessionEndReason | 'signed-out' | null = null;

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
    const stored: unknown = JSON.parse(raw);
    return isCredentials(stored) ? stored : null;
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
  lastEnd = null;
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
  // The service worker's kept answers were this player's: the next one on this device never sees them (ADR 116).
  forgetCachedAnswers();
  notify();
}

/** spec §4: log out clears all local storage and auth state. */
export function signOut(): void {
  lastEnd = 'signed-out';
  localStorage.clear();
  clearCredentials();
}

/**
 * The server refused the stored session: the credentials are forgotten and the app is told why, so it can say so at
 * once and offer to sign in again (`sessionEndReason` keeps the reason until the next sign-in).
 */
export function endStoredSession(reason: SessionEndReason): void {
  lastEnd = reason;
  clearCredentials();
  for (const listener of endedListeners) listener(reason);
}

/** Why the last session ended by itself, until someone signs in again; null after a sign-out or a sign-in. */
export function sessionEndReason(): SessionEndReason | null {
  return readCredentials() || lastEnd === 'signed-out' ? null : lastEnd;
}

/** Whether the player signed out on purpose in this page's life (and has not signed in since). */
export function hasSignedOut(): boolean {
  return !readCredentials() && lastEnd === 'signed-out';
}

export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endedListeners.add(listener);
  return () => {
    endedListeners.delete(listener);
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

/** Pages rendered ahead of time (the build's pre-rendered visitor pages) are rendered signed out. */
const signedOut = () => null;

export function useCredentials(): Credentials | null {
  return useSyncExternalStore(subscribeToCredentials, readCredentials, signedOut);
}

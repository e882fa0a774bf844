import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearCredentials,
  onSessionEnded,
  sessionEndReason,
  readCredentials,
  saveCredentials,
  signOut,
  endStoredSession,
  subscribeToCredentials,
  updateCredentials,
  useCredentials,
} from './credentials';
import { makeCredentials } from '@/testing/credentials';

const key = 'scoreline.credentials';
const credentials = makeCredentials();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('credentials store', () => {
  it('keeps remembered credentials in localStorage (the default)', () => {
    saveCredentials(credentials);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual(credentials);
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(readCredentials()).toEqual(credentials);
  });

  it('keeps credentials for this browser session only when the device is not remembered', () => {
    saveCredentials(credentials);
    saveCredentials(credentials, { remember: false });
    expect(localStorage.getItem(key)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toEqual(credentials);
    expect(readCredentials()).toEqual(credentials);
  });

  it('returns the same object until the stored credentials change', () => {
    saveCredentials(credentials);
    expect(readCredentials()).toBe(readCredentials());
  });

  it('merges refreshed user fields into the storage that holds the credentials', () => {
    saveCredentials(credentials, { remember: false });
    updateCredentials({ biography: 'Goals win games', username: 'keeper' });
    expect(readCredentials()).toEqual({ ...credentials, biography: 'Goals win games', username: 'keeper' });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores an update when signed out', () => {
    updateCredentials({ username: 'keeper' });
    expect(readCredentials()).toBeNull();
  });

  it('treats corrupt or incomplete stored values as signed out', () => {
    localStorage.setItem(key, '{not json');
    expect(readCredentials()).toBeNull();
    localStorage.setItem(key, JSON.stringify({ accessToken: 'token-1', id: 7 }));
    expect(readCredentials()).toBeNull();
  });

  it('signs out by clearing all local storage and the session copy', () => {
    localStorage.setItem('other', 'value');
    saveCredentials(credentials, { remember: false });
    signOut();
    expect(readCredentials()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCredentials(listener);
    saveCredentials(credentials);
    updateCredentials({ username: 'keeper' });
    clearCredentials();
    unsubscribe();
    saveCredentials(credentials);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('clears the credentials of a refused session and tells the app why', () => {
    const listener = vi.fn();
    const unsubscribe = onSessionEnded(listener);
    saveCredentials(credentials);
    endStoredSession('blocked');
    unsubscribe();
    expect(readCredentials()).toBeNull();
    expect(listener).toHaveBeenCalledExactlyOnceWith('blocked');
  });

  it('remembers why the session ended until the next sign-in, and forgets it after a sign-out', () => {
    saveCredentials(credentials);
    endStoredSession('expired');
    expect(sessionEndReason()).toBe('expired');
    saveCredentials(credentials);
    expect(sessionEndReason()).toBeNull();
    endStoredSession('blocked');
    signOut();
    expect(sessionEndReason()).toBeNull();
  });
});

describe('useCredentials', () => {
  it('re-renders with the current credentials as they change', () => {
    const { result } = renderHook(() => useCredentials());
    expect(result.current).toBeNull();

    act(() => {
      saveCredentials(credentials);
    });
    expect(result.current).toEqual(credentials);

    act(() => {
      signOut();
    });
    expect(result.current).toBeNull();
  });

  it('follows a sign-in made in another tab', () => {
    const { result } = renderHook(() => useCredentials());
    act(() => {
      localStorage.setItem(key, JSON.stringify(credentials));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current).toEqual(credentials);
  });
});

import { useSyncExternalStore } from 'react';
import { readCredentials } from '@/lib/credentials';

/**
 * What a player has typed into a card and not saved yet (issue 13), and what the server said about a pick. `queued`:
 * saved with no connection, to be sent when it returns (issue 60, ADR 116).
 */
export type Draft = { home: string; away: string; queued?: true };

type State = { drafts: Record<number, Draft>; errors: Record<number, string> };

const listeners = new Set<() => void>();
let state: State = { drafts: {}, errors: {} };
/** What the state was read from: another tab, a sign-in or a cleared storage reloads it. */
let loadedFrom: { key: string | null; raw: string | null } = { key: null, raw: null };
/**
 * Saved typing still shown (ADR 048): a saved pick leaves the stored drafts at once (a refresh or a navigation then
 * shows the saved pick), but its card keeps showing it while it is drawn from the answer it was saved from. The round
 * is drawn at transition priority, so until the refetched answer is drawn the card would show the previous pick, or
 * none. Kept in memory only, per match: the typing and the answer (the match object) it was drawn from when saved.
 */
const settling = new Map<number, { draft: Draft; from: object }>();

/** Per player, so a shared device never shows one player's typing to another. */
function storageKey(): string | null {
  const credentials = readCredentials();
  return credentials ? `scoreline.drafts.${credentials.id}` : null;
}

function readRaw(key: string | null): string | null {
  try {
    return key ? localStorage.getItem(key) : null;
  } catch {
    return null;
  }
}

function load(): void {
  const key = storageKey();
  const raw = readRaw(key);
  if (key === loadedFrom.key && raw === loadedFrom.raw) return;
  if (key !== loadedFrom.key) settling.clear();
  loadedFrom = { key, raw };
  let drafts: Record<number, Draft> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (parsed && typeof parsed === 'object') {
      for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
        const draft = value as Partial<Draft> | null;
        if (typeof draft?.home === 'string' && typeof draft.away === 'string' && /^\d+$/.test(id)) {
          drafts[Number(id)] = { home: draft.home.slice(0, 2), away: draft.away.slice(0, 2) };
          if (draft.queued === true) drafts[Number(id)]!.queued = true;
        }
      }
    }
  } catch {
    drafts = {}; // unreadable or storage disabled: start empty
  }
  state = { drafts, errors: {} };
}

function commit(next: State): void {
  state = next;
  const key = storageKey();
  try {
    const raw = JSON.stringify(state.drafts);
    if (key) localStorage.setItem(key, raw);
    loadedFrom = { key, raw };
  } catch {
    // storage full or disabled: the typing still lives for this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): State {
  load();
  return state;
}

/** New typing: a pick waiting for the connection is waiting no more (it is saved again when the player says so). */
export function setDraft(matchId: number, draft: Draft): void {
  load();
  const { [matchId]: _error, ...errors } = state.errors;
  commit({ drafts: { ...state.drafts, [matchId]: { home: draft.home, away: draft.away } }, errors });
}

/** Picks saved with no connection (issue 60): kept as they are, sent when the connection returns. */
export function queueDrafts(matchIds: readonly number[]): void {
  load();
  const drafts = { ...state.drafts };
  const errors = { ...state.errors };
  for (const matchId of matchIds) {
    const draft = drafts[matchId];
    if (!draft) continue;
    drafts[matchId] = { ...draft, queued: true };
    delete errors[matchId];
  }
  commit({ drafts, errors });
}

/** A pick waiting for the connection, taken to be sent: once, as a second call finds it no longer waiting. */
export function takeQueuedDraft(matchId: number): Draft | undefined {
  load();
  const draft = state.drafts[matchId];
  if (!draft?.queued) return undefined;
  const typing = { home: draft.home, away: draft.away };
  commit({ drafts: { ...state.drafts, [matchId]: typing }, errors: state.errors });
  return typing;
}

/** Forgets a card's typing (saved, or the change was cancelled). */
export function clearDraft(matchId: number): void {
  load();
  const { [matchId]: _draft, ...drafts } = state.drafts;
  const { [matchId]: _error, ...errors } = state.errors;
  commit({ drafts, errors });
}

/**
 * A saved pick: its typing leaves the stored drafts, and is still shown by its card while the card is drawn from
 * `drawnFrom`, the match it showed when the pick was sent (see `settling`).
 */
export function draftSaved(matchId: number, drawnFrom: object): void {
  load();
  const draft = state.drafts[matchId];
  if (draft) settling.set(matchId, { draft, from: drawnFrom });
  clearDraft(matchId);
}

/** Whether typing is the score `pick` holds ('02' is 2). */
const isPick = (typing: Draft, pick: Draft | null) =>
  pick !== null && Number(typing.home) === Number(pick.home) && Number(typing.away) === Number(pick.away);

/**
 * What a card drawn from `match` shows as typed: its draft, or the typing just saved while the card is drawn from the
 * answer it was saved from and that answer does not hold it yet (`drawnPick`, the pick the card was drawn with: the
 * same pick saved again changes nothing, so no newer answer comes to end it).
 */
function shownDraft(matchId: number, match: object, drawnPick: Draft | null, drafts: Record<number, Draft>) {
  const saved = settling.get(matchId);
  if (drafts[matchId]) return drafts[matchId];
  return saved?.from === match && !isPick(saved.draft, drawnPick) ? saved.draft : undefined;
}

/** Once a card is drawn from another answer than the one its pick was saved from, the saved typing is forgotten. */
export function forgetSavedTyping(matchId: number, match: object): void {
  if (settling.get(matchId)?.from !== match) settling.delete(matchId);
}

/** The server's message for one refused pick, shown beside its boxes until they change. */
export function setDraftError(matchId: number, message: string | null): void {
  load();
  const { [matchId]: _error, ...errors } = state.errors;
  commit({ drafts: state.drafts, errors: message === null ? errors : { ...errors, [matchId]: message } });
}

export function useDraftState(): State {
  return useSyncExternalStore(subscribe, snapshot);
}

/** A card's typing (see `shownDraft`) and the server's message about it. */
export function useDraft(
  matchId: number,
  match: object,
  drawnPick: Draft | null,
): { draft: Draft | undefined; error: string | undefined } {
  const current = useDraftState();
  return { draft: shownDraft(matchId, match, drawnPick, current.drafts), error: current.errors[matchId] };
}

import { ALL_COMPETITIONS, COMPETITION_SLUG_MAX, COMPETITION_SLUG_PATTERN } from '@scoreline/contracts/plain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useCompetitionSeasons } from './api/get-competition-seasons';
import { useCredentials } from './credentials';

/**
 * The competition a player is looking at (issue 58): chosen with the dashboard's competition switcher, remembered per
 * player in this browser (a visitor's as 'guest'), read by the matches and the leaderboard. Undefined is the default
 * competition, the one the spec's calls mean; `all` (every competition summed) is a leaderboard's choice only.
 */
const storageKey = (viewer: number | undefined) => `scoreline.competition.${viewer ?? 'guest'}`;
const listeners = new Set<() => void>();

function read(key: string): string | undefined {
  try {
    const value = window.localStorage.getItem(key);
    return value && value.length <= COMPETITION_SLUG_MAX && COMPETITION_SLUG_PATTERN.test(value) ? value : undefined;
  } catch {
    return undefined; // storage refused (a private window's quota): the default competition
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => {
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCompetitionChoice(): {
  /** The chosen slug, `all`, or undefined for the default competition. */
  choice: string | undefined;
  choose: (slug: string | undefined) => void;
} {
  const key = storageKey(useCredentials()?.id);
  const choice = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => undefined,
  );
  const choose = useCallback(
    (slug: string | undefined) => {
      try {
        if (slug === undefined) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, slug);
      } catch {
        // storage refused: not remembered, the default competition stays
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { choice, choose };
}

/**
 * The competition a page shows: the choice when it is still played (a competition no longer listed falls back to the
 * default), `all` only where the page offers it. While the list loads, the choice as remembered.
 */
export function useShownCompetition({ allowAll = false }: { allowAll?: boolean } = {}): string | undefined {
  const { choice } = useCompetitionChoice();
  const { data } = useCompetitionSeasons(useCredentials()?.id);
  if (choice === ALL_COMPETITIONS) return allowAll ? choice : undefined;
  if (choice === undefined || !data) return choice;
  return data.some((competition) => competition.slug === choice) ? choice : undefined;
}

/**
 * `?competition=<slug>` in the address (a reminder's 'Predict now' link, issue 60): that competition is chosen, as the
 * switcher would choose it, and the parameter leaves the address (the choice is remembered, not the link's).
 */
export function useCompetitionFromLink(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { choose } = useCompetitionChoice();
  const linked = searchParams.get('competition');
  useEffect(() => {
    if (linked === null) return;
    const isSlug = linked.length <= COMPETITION_SLUG_MAX && COMPETITION_SLUG_PATTERN.test(linked);
    if (isSlug && linked !== ALL_COMPETITIONS) choose(linked);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('competition');
        return next;
      },
      { replace: true },
    );
  }, [linked, choose, setSearchParams]);
}

import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { LeagueOutcomeDialog } from '@/features/leagues/components/league-dialogs';
import { LeagueForms, type LeagueOutcome } from '@/features/leagues/components/league-forms';
import { MyLeaguesList } from '@/features/leagues/components/my-leagues-list';

/**
 * spec §2 /profile/private-league: join or create a private league; the success modals open only on success, with
 * the real invitation code (the spec's observed bug fixed). Below, the player's leagues.
 */
export default function PrivateLeagueRoute() {
  const [outcome, setOutcome] = useState<LeagueOutcome | null>(null);
  const close = () => {
    setOutcome(null);
  };
  return (
    <section aria-labelledby="private-leagues-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title="Private leagues" />
      <div>
        <h1 id="private-leagues-title" tabIndex={-1} className="display text-3xl outline-none sm:text-4xl">
          Private leagues
        </h1>
        <p className="mt-1 text-chalk-muted">
          Play against your friends: join a league with its code, or start your own.
        </p>
      </div>
      <LeagueForms onDone={setOutcome} />
      <MyLeaguesList />
      {/* Keyed by kind: a created and a joined modal are two dialogs (each mounts, takes focus and gives it back). */}
      {outcome && (
        <LeagueOutcomeDialog
          key={outcome.kind}
          outcome={outcome}
          onClose={close}
          // The form's button that opened it is disabled by now (its input was emptied): focus goes to the league in
          // My leagues, else to the page's heading, never to the page's body.
          returnFocus={() =>
            document.querySelector<HTMLElement>(`[data-league-link="${outcome.league.id}"]`) ??
            document.getElementById('private-leagues-title')
          }
        />
      )}
    </section>
  );
}

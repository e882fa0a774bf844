import type { Insights } from '@scoreline/contracts';
import { profileWebMessages } from '@scoreline/contracts/plain';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon, type IconProps } from '@/components/ui/icons';
import { TeamCrest } from '@/components/ui/team-crest';
import { useInsights } from '../api/get-insights';
import { InsightsCharts } from './insights-charts';
import { TendencyBars } from './tendency-bars';
import { LoadingText } from '@/components/ui/loading-text';

const ChartIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Icon>
);

const asPercent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

function Rate({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-pitch-600 bg-pitch-900/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">{label}</dt>
      <dd className="display mt-1 text-3xl text-accent tabular-nums">{value}</dd>
    </div>
  );
}

function TeamList({ title, teams }: { title: string; teams: Insights['bestTeams'] }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="display text-sm tracking-widest text-highlight">{title}</h3>
      {teams.length === 0 ? (
        <p className="text-sm text-chalk-faint">{profileWebMessages.noTeamInsights}</p>
      ) : (
        <ol aria-label={title} className="flex flex-col gap-1.5">
          {teams.map(({ team, predictions, averagePoints }) => (
            <li key={team.id} className="flex items-center gap-3 rounded-lg bg-pitch-900/60 px-3 py-2">
              <TeamCrest team={team} size="sm" />
              {/* Two lines rather than 'Manchester …' (City or United?). */}
              <span className="min-w-0 flex-1 leading-tight font-semibold break-words">{team.name}</span>
              <span className="shrink-0 text-sm text-chalk-muted tabular-nums">
                {averagePoints.toFixed(2)} pts avg · {predictions}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Section({
  headingId,
  children,
  isBusy,
  note,
}: {
  headingId: string;
  children: ReactNode;
  isBusy?: boolean;
  note?: string;
}) {
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={isBusy || undefined} className="flex flex-col gap-5">
      <h2 id={headingId} className="display flex items-center gap-2 text-xl tracking-wider">
        <ChartIcon className="size-5 text-accent" />
        Insights
      </h2>
      {note && <p className="-mt-3 text-sm text-chalk-muted">{note}</p>}
      {children}
    </Card>
  );
}

/**
 * Personal insights (issue #11): points per round, rank over time, exact and correct-outcome rates, picks against
 * results, best and worst teams. Nothing is drawn for a player with no scored prediction: no invented data.
 */
export function InsightsSection({
  userId,
  isOwn,
  username,
  competition,
  note,
}: {
  userId: number;
  isOwn: boolean;
  /** The competition's slug (issue 58); the default competition without one. Insights are one competition's. */
  competition?: string;
  /** Said under the heading: which competition these are when the profile shows every competition summed. */
  note?: string;
  /** Whose picks the tendency bars show on another player's profile. */
  username: string;
}) {
  const insights = useInsights(userId, competition);
  const headingId = useId();

  if (insights.isPending) {
    return (
      <Section note={note} headingId={headingId} isBusy>
        <LoadingText />
      </Section>
    );
  }
  if (insights.isError) {
    return (
      <Section note={note} headingId={headingId}>
        <div role="alert" className="flex flex-wrap items-center gap-3 text-chalk-muted">
          {profileWebMessages.insightsFailed}
          <Button variant="secondary" size="sm" onClick={() => void insights.refetch()}>
            Try again
          </Button>
        </div>
      </Section>
    );
  }
  const data = insights.data;
  if (data.scoredPredictions === 0 && data.rounds.length === 0) {
    return (
      <Section note={note} headingId={headingId}>
        <p className="text-chalk-muted">{isOwn ? profileWebMessages.ownNoInsights : profileWebMessages.noInsights}</p>
      </Section>
    );
  }
  return (
    <Section note={note} headingId={headingId}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Rate label="Scored predictions" value={String(data.scoredPredictions)} />
        <Rate label="Exact score rate" value={asPercent(data.exactScoreRate)} />
        <Rate label="Correct outcome rate" value={asPercent(data.correctOutcomeRate)} />
      </dl>
      {data.rounds.length > 0 && <InsightsCharts rounds={data.rounds} />}
      <div className="flex flex-col gap-2">
        <h3 className="display text-sm tracking-widest text-highlight">Picks against results</h3>
        <TendencyBars tendency={data.tendency} picksTitle={isOwn ? 'Your picks' : `@${username}'s picks`} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TeamList title="Best teams" teams={data.bestTeams} />
        <TeamList title="Worst teams" teams={data.worstTeams} />
      </div>
    </Section>
  );
}

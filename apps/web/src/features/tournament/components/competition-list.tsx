import type { CompetitionSeason } from '@scoreline/contracts';
import { tournamentMessages } from '@scoreline/contracts/plain';
import { Link } from '@/components/link';

/** The competitions played (issue 58): name and season, kind, current stage and status, each a link to its page. */
export function CompetitionList({ competitions }: { competitions: readonly CompetitionSeason[] }) {
  if (competitions.length === 0) return <p className="text-chalk-muted">{tournamentMessages.competitionsEmpty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {competitions.map((competition) => (
        <li key={competition.slug}>
          <Link
            to={`/competitions/${competition.slug}`}
            className="flex h-full flex-col gap-1 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 transition-colors hover:border-accent/60 hover:bg-pitch-700/80"
          >
            <span className="display text-xl text-chalk">
              {competition.name} <span className="text-chalk-muted">{competition.season}</span>
            </span>
            <span className="text-sm text-chalk-muted">
              {tournamentMessages.kinds[competition.kind]} · {tournamentMessages.statuses[competition.status]}
            </span>
            {competition.currentStage && (
              <span className="text-sm text-chalk-muted">
                {tournamentMessages.currentStage}: {competition.currentStage.name}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

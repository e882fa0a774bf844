import { clsx } from 'clsx';
import type { MatchSide } from '@/lib/match';
import { TeamCrest } from './team-crest';

const sizes = { sm: 'size-6', md: 'size-10', lg: 'size-12', xl: 'size-16 sm:size-20' } as const;

/**
 * A side's crest: its team's, or while the team is not known yet (a knockout slot, issue 58) a neutral outline, so
 * that no crest or flag hints at who will play. Decorative: the side's name is written beside it.
 */
export function SideCrest({ side, size = 'md' }: { side: MatchSide; size?: keyof typeof sizes }) {
  if (side.team) return <TeamCrest team={side.team} size={size} />;
  return (
    <svg viewBox="0 0 40 46" aria-hidden="true" className={clsx('shrink-0 text-chalk-faint', sizes[size])}>
      <path
        d="M20 1.5 37.5 6v15.5C37.5 33 30 40.5 20 44.5 10 40.5 2.5 33 2.5 21.5V6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="4 3"
        strokeLinejoin="round"
      />
      <text x="20" y="28" textAnchor="middle" fontSize="16" fontWeight="700" fill="currentColor">
        ?
      </text>
    </svg>
  );
}

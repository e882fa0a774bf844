import type { Insights } from '@scoreline/contracts';

type Split = Insights['tendency']['predicted'];

const parts = [
  { key: 'home', label: 'Home wins', className: 'bg-accent' },
  { key: 'draw', label: 'Draws', className: 'bg-chalk-muted' },
  { key: 'away', label: 'Away wins', className: 'bg-highlight' },
] as const;

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

function SplitBar({ title, split }: { title: string; split: Split }) {
  const total = split.home + split.draw + split.away;
  const summary = parts.map((part) => `${part.label} ${percent(split[part.key], total)}%`).join(', ');
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-chalk-muted">{title}</p>
      <div
        role="img"
        aria-label={`${title}: ${summary}`}
        className="flex h-4 overflow-hidden rounded-full bg-pitch-700"
      >
        {parts.map((part) =>
          split[part.key] > 0 ? (
            <span key={part.key} className={part.className} style={{ width: `${(split[part.key] / total) * 100}%` }} />
          ) : null,
        )}
      </div>
    </div>
  );
}

/**
 * How the player's picks split home/draw/away, against how those same matches really ended. `picksTitle` names whose
 * picks they are ('Your picks' on one's own profile, the player's name on another's).
 */
export function TendencyBars({ tendency, picksTitle }: { tendency: Insights['tendency']; picksTitle: string }) {
  return (
    <div className="flex flex-col gap-3">
      <SplitBar title={picksTitle} split={tendency.predicted} />
      <SplitBar title="Real results" split={tendency.actual} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-chalk-muted" aria-label="Legend">
        {parts.map((part) => (
          <li key={part.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${part.className}`} />
            {part.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

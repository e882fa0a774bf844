import type { PitchRow } from '../utils/formation';
import { positionNames } from '../utils/formation';
import type { Kit } from '../utils/kit-colors';

function Shirt({ name, number, kit }: { name: string; number: number | null; kit: Kit }) {
  return (
    <li className="flex w-16 flex-col items-center sm:w-20">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full border-2 text-sm font-bold shadow-md shadow-black/40 sm:size-10"
        style={{ backgroundColor: kit.primary, color: kit.number, borderColor: kit.border }}
      >
        {number ?? ''}
      </span>
      <span className="mt-1 line-clamp-2 text-center text-[0.7rem] leading-tight font-semibold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.8)] sm:text-xs">
        {number !== null && <span className="sr-only">{number} </span>}
        {name}
      </span>
    </li>
  );
}

/**
 * One team's starting eleven on a half pitch (spec §2/§9 pitch positions G, D, M, F): the goalkeeper at the
 * bottom by his goal, the forwards at the top by the halfway line.
 */
export function Pitch({
  rows,
  kits,
  teamName,
}: {
  rows: PitchRow[];
  kits: { player: Kit; goalkeeper: Kit };
  teamName: string;
}) {
  return (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-xl border-2 border-white/25 bg-[#1f6b3a] bg-[repeating-linear-gradient(0deg,rgb(255_255_255/0.05)_0_12.5%,transparent_12.5%_25%)]">
      {/* Markings: halfway line with its circle at the top, the box, the six-yard box and the arc at the bottom. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute inset-x-0 top-0 h-px bg-white/40" />
        <div className="absolute top-0 left-1/2 aspect-square w-1/3 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/40" />
        <div className="absolute bottom-0 left-1/2 h-[18%] w-3/5 -translate-x-1/2 border border-b-0 border-white/40" />
        <div className="absolute bottom-0 left-1/2 h-[7%] w-1/4 -translate-x-1/2 border border-b-0 border-white/40" />
        <div className="absolute bottom-[18%] left-1/2 h-[5%] w-1/5 -translate-x-1/2 rounded-t-full border border-b-0 border-white/40" />
      </div>
      <ol
        aria-label={`${teamName} starting eleven`}
        className="relative flex h-full flex-col-reverse justify-around px-1 py-4"
      >
        {rows.map((row, index) => (
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className="display absolute top-1/2 left-1 -translate-y-1/2 rounded bg-black/35 px-1.5 py-0.5 text-xs text-white/80"
            >
              {row.position}
            </span>
            <span className="sr-only">{positionNames[row.position]}: </span>
            <ul className="flex justify-evenly pl-6">
              {row.players.map((player, playerIndex) => (
                <Shirt
                  key={player.id ?? `${index}-${playerIndex}`}
                  name={player.name}
                  number={player.number}
                  kit={row.position === 'G' ? kits.goalkeeper : kits.player}
                />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

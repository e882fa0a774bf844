import { bracketResponseSchema } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { bracketAnswer } from './answers';
import { buildBracket } from './bracket';
import { computeGroupTables } from './group-table';
import {
  hasCompetitionData,
  worldCup2026Groups,
  worldCup2026Matches,
  worldCup2026Teams,
} from './openfootball.test-support';
import { rankThirdPlacedTeams, resolveSlot, thirdPlaceAssignments } from './slots';
import { WORLD_CUP_2026_BRACKET, WORLD_CUP_2026_GROUPS, WORLD_CUP_2026_KNOCKOUT_ROUNDS } from './world-cup-2026';

// The World Cup 2026 as played (openfootball, CC0): the tables and the bracket computed from its results must give
// the knockout teams the file names.
describe.skipIf(!hasCompetitionData)('the World Cup 2026 file', () => {
  const matches = worldCup2026Matches();
  const groups = worldCup2026Groups();
  const tables = computeGroupTables(matches, 'fifa-world-cup-2026', groups);
  const rounds = buildBracket(matches, WORLD_CUP_2026_KNOCKOUT_ROUNDS);
  const knockoutById = new Map(matches.filter((match) => !match.group).map((match) => [match.id, match]));

  it('has 12 complete group tables of 4, every team on 3 matches, every position decided', () => {
    expect([...tables.keys()]).toEqual(WORLD_CUP_2026_GROUPS);
    for (const [label, table] of tables) {
      expect(table.rows.map((row) => row.team).sort()).toEqual([...(groups[label] ?? [])].sort());
      expect(table.isComplete).toBe(true);
      expect(table.rows.map((row) => row.played)).toEqual([3, 3, 3, 3]);
      expect(table.rows.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    }
    // Group A as played (counted by hand from the file).
    expect(
      tables
        .get('A')
        ?.rows.map((row) => [row.team, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.points]),
    ).toEqual([
      ['Mexico', 3, 0, 0, 6, 0, 9],
      ['South Africa', 1, 1, 1, 2, 3, 4],
      ['South Korea', 1, 0, 2, 2, 3, 3],
      ['Czech Republic', 0, 1, 2, 2, 6, 1],
    ]);
    // Group D: Australia and Paraguay on 4 points drew 0-0 with each other; overall goal difference puts Australia second.
    expect(tables.get('D')?.rows.map((row) => row.team)).toEqual(['USA', 'Australia', 'Paraguay', 'Turkey']);
  });

  it('puts the winners and runners-up of the groups where the official bracket has them', () => {
    for (const slotMatch of WORLD_CUP_2026_BRACKET.filter((slot) => slot.round === 'Round of 32')) {
      const played = knockoutById.get(slotMatch.match);
      for (const [slot, team] of [
        [slotMatch.home, played?.home],
        [slotMatch.away, played?.away],
      ] as const) {
        if (slot.kind === 'group')
          expect(resolveSlot(slot, slotMatch.match, { tables }), `match ${slotMatch.match}`).toBe(team);
      }
    }
  });

  it('sends the eight best third-placed teams, each to a slot that lists its group', () => {
    const thirds = rankThirdPlacedTeams(tables);
    expect(thirds).toHaveLength(12);
    const qualified = thirds.slice(0, 8);
    expect(qualified.at(-1)?.position).toBe(8);
    expect(thirds[8]?.position).toBe(9); // the cut is decided by the data
    const played = new Map<number, string>();
    for (const slotMatch of WORLD_CUP_2026_BRACKET) {
      if (slotMatch.away.kind !== 'third') continue;
      const team = knockoutById.get(slotMatch.match)?.away;
      const third = qualified.find((candidate) => candidate.team === team);
      expect(third, `match ${slotMatch.match}: ${team}`).toBeDefined();
      played.set(slotMatch.match, third?.group ?? '');
    }
    // FIFA's table chose one of the ways the eight groups fit the slots; the file's is one of them.
    const ways = thirdPlaceAssignments(
      WORLD_CUP_2026_BRACKET,
      qualified.map((third) => third.group),
    );
    expect(ways.length).toBeGreaterThan(1);
    expect(ways.some((way) => [...played].every(([match, group]) => way.get(match) === group))).toBe(true);
    // Given that choice, the slots resolve to the file's teams.
    for (const [match, group] of played) {
      const slot = WORLD_CUP_2026_BRACKET.find((slotMatch) => slotMatch.match === match)?.away;
      expect(slot && resolveSlot(slot, match, { tables, thirdPlaceGroupByMatch: played })).toBe(
        tables.get(group)?.rows[2]?.team,
      );
    }
  });

  it('follows the winners through the rounds as the bracket says, to Spain winning the final after extra time', () => {
    for (const slotMatch of WORLD_CUP_2026_BRACKET.filter((slot) => slot.round !== 'Round of 32')) {
      const played = knockoutById.get(slotMatch.match);
      expect(resolveSlot(slotMatch.home, slotMatch.match, { tables, rounds }), `match ${slotMatch.match}`).toBe(
        played?.home,
      );
      expect(resolveSlot(slotMatch.away, slotMatch.match, { tables, rounds }), `match ${slotMatch.match}`).toBe(
        played?.away,
      );
    }
    const final = rounds.at(-1)?.ties[0];
    expect(final).toMatchObject({ home: 'Spain', away: 'Argentina', winner: 'Spain', decidedBy: 'extra-time' });
    const allTies = rounds.flatMap((round) => round.ties);
    expect(allTies).toHaveLength(32);
    expect(allTies.filter((tie) => tie.decidedBy === 'extra-time')).toHaveLength(5);
    expect(allTies.filter((tie) => tie.decidedBy === 'penalties')).toHaveLength(4);
  });

  it('answers with the slots of a Round of 32 not yet drawn, their teams filled in where certain', () => {
    // The knockout matches as they stood when the groups ended: no teams, no scores.
    const beforeKnockouts = matches.map((match) =>
      match.group
        ? match
        : { ...match, home: null, away: null, isFinished: false, fullTime: null, extraTime: null, penalties: null },
    );
    const teams = worldCup2026Teams();
    const answer = bracketAnswer(buildBracket(beforeKnockouts, WORLD_CUP_2026_KNOCKOUT_ROUNDS), {
      competition: 'world-cup-2026',
      teamOf: (name) => teams.get(name) ?? null,
      slots: WORLD_CUP_2026_BRACKET,
      slotContext: { tables },
    });
    expect(bracketResponseSchema.safeParse({ success: true, data: answer }).success).toBe(true);
    const match79 = answer.rounds[0]?.ties.find((tie) => tie.id === 79);
    expect(match79?.home).toMatchObject({ team: { name: 'Mexico', flag: '🇲🇽' }, slot: { kind: 'group', group: 'A' } });
    // Which third-placed team plays here is FIFA's table's to say: not guessed.
    expect(match79?.away).toEqual({ team: null, slot: { kind: 'third', groups: ['C', 'E', 'F', 'H', 'I'] } });
    expect(answer.rounds[1]?.ties.find((tie) => tie.id === 89)?.home).toEqual({
      team: null,
      slot: { kind: 'winner', match: 74 },
    });
  });
});

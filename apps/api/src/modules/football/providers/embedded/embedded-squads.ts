import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Squad } from '@scoreline/contracts';
import { paths } from '../../../../paths';
import { embeddedCompetitionSources } from './competition-files';

/**
 * The clubs' 2023/24 squads from openfootball (data/openfootball/epl-2023-24.squads.json, CC0): each club's registered
 * players with shirt number and position. The embedded season has no line-ups; the match page shows these, labelled
 * as the squad (issue 55). Read once per process, when first asked for, and checked on the way in.
 */
const squadsFileSchema = z.array(
  z.object({
    team: z.string().min(1),
    players: z.array(
      z.object({
        number: z.number().int().nonnegative().nullable(),
        name: z.string().min(1),
        pos: z.enum(['G', 'D', 'M', 'F']).nullable(),
      }),
    ),
  }),
);

export type SquadPlayers = Squad['players'];

/** Each club's players by its openfootball slug ('manchester-united'), in the file's order (by position). */
export async function loadEmbeddedSquads(dataDir: string = paths.embeddedData): Promise<Map<string, SquadPlayers>> {
  const file = path.join(dataDir, 'openfootball', 'epl-2023-24.squads.json');
  const squads = squadsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  return new Map(
    squads.map((squad) => [squad.team, squad.players.map(({ number, name, pos }) => ({ number, name, pos }))]),
  );
}

let loaded: Promise<Map<string, SquadPlayers>> | undefined;

/** The squads, read on first use and kept (a failed read is tried again next time). */
export function embeddedSquads(): Promise<Map<string, SquadPlayers>> {
  loaded ??= loadEmbeddedSquads().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

const competitionSquadsSchema = z.array(
  z.object({ name: z.string().min(1), players: z.array(z.object({ name: z.string().min(1) })) }),
);
const squadNames = new Map<string, Promise<string[] | null>>();

/**
 * Issue 59 (docs/decisions/111): the players of an embedded competition's squads (data/competitions/<file>.squads.json:
 * the World Cup's), each name once as the file writes it, in alphabetical order; null when the competition has no
 * squads file. What the top scorer's question offers. Read once per competition and kept.
 */
export function competitionSquadNames(slug: string, dataDir: string = paths.embeddedData): Promise<string[] | null> {
  const source = embeddedCompetitionSources.find((candidate) => candidate.slug === slug);
  if (!source) return Promise.resolve(null);
  let names = squadNames.get(slug);
  if (!names) {
    names = readFile(path.join(dataDir, 'competitions', `${source.file}.squads.json`), 'utf8').then(
      (text) => {
        const players = competitionSquadsSchema.parse(JSON.parse(text)).flatMap((squad) => squad.players);
        return [...new Set(players.map((player) => player.name))].sort((a, b) => a.localeCompare(b));
      },
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        squadNames.delete(slug);
        throw error;
      },
    );
    squadNames.set(slug, names);
  }
  return names;
}

import { normaliseTeamName } from '../../team-names';
import type { EmbeddedClub } from './embedded-data';
import type { CompetitionFile } from './competition-files';

/**
 * The one place where the embedded competitions' team names become our teams (issue 58, ADR 101). The files spell
 * clubs differently: the Champions League file adds the country ('Arsenal FC (ENG)'), other sources shorten
 * ('Paris SG'); national teams come with FIFA codes and flags (worldcup-2026.teams.json).
 */

/** Spellings that normalising does not bring together, each with the file's spelling it means. */
const aliases: Readonly<Record<string, string>> = {
  'Paris SG': 'Paris Saint-Germain FC',
  PSG: 'Paris Saint-Germain FC',
};

export interface CompetitionTeam {
  /** Our team's slug and the embedded provider's key for it. */
  key: string;
  name: string;
  shortName: string;
  /** FIFA code of a national team; the 2023/24 clubs keep their own from data/clubs; null for other clubs. */
  code: string | null;
  /** A national team's flag emoji, as the data gives it. */
  flag: string | null;
  /** The 2023/24 clubs' grounds (data/clubs); unknown for the others. */
  venueName: string | null;
  venueCity: string | null;
}

/** 'Arsenal FC (ENG)' → 'Arsenal FC'; an alias → the spelling it stands for. */
export function clubNameOf(sourceName: string): string {
  const name = sourceName.replace(/\s+\([A-Z]{3}\)$/, '').trim();
  return aliases[name] ?? name;
}

/** A club's slug: its normalised name in words joined by '-' ('FC Bayern München' → 'bayern-munchen'). */
export function clubSlugOf(clubName: string): string {
  return normaliseTeamName(clubName).replace(/ /g, '-');
}

export function nationalTeamKey(fifaCode: string): string {
  return `national-${fifaCode.toLowerCase()}`;
}

/**
 * Every team of a competition file, by the file's spelling. A club of the 2023/24 Premier League is that club (its
 * slug, so one team row carries its curated names and colours across competitions); another club gets the slug of its
 * name; a national team its FIFA code. Throws on a name it cannot place rather than inventing a team.
 */
export function competitionTeams(
  file: CompetitionFile,
  knownClubs: readonly EmbeddedClub[],
): Map<string, CompetitionTeam> {
  const names = new Set(file.matches.flatMap((match) => [match.team1, match.team2]));
  const teams = new Map<string, CompetitionTeam>();
  if (file.source.teams === 'national') {
    const byName = new Map(file.nationalTeams.map((team) => [team.name, team]));
    for (const name of names) {
      const facts = byName.get(name);
      if (!facts) throw new Error(`${file.source.file}: '${name}' is not in the teams file`);
      teams.set(name, {
        key: nationalTeamKey(facts.fifa_code),
        name: facts.name,
        shortName: facts.name,
        code: facts.fifa_code,
        flag: facts.flag_icon,
        venueName: null,
        venueCity: null,
      });
    }
    return teams;
  }
  const known = new Map(
    knownClubs.flatMap((club) =>
      [club.fullName, club.name, club.altName].map((spelling) => [normaliseTeamName(spelling), club]),
    ),
  );
  for (const name of names) {
    const clubName = clubNameOf(name);
    const club = known.get(normaliseTeamName(clubName));
    teams.set(
      name,
      club
        ? {
            key: club.slug,
            name: club.name,
            shortName: club.shortName,
            code: club.code,
            flag: null,
            venueName: club.venue,
            venueCity: club.city,
          }
        : {
            key: clubSlugOf(clubName),
            name: clubName.replace(/\s+FC$/, ''),
            shortName: clubName.replace(/\s+FC$/, ''),
            code: null,
            flag: null,
            venueName: null,
            venueCity: null,
          },
    );
  }
  return teams;
}

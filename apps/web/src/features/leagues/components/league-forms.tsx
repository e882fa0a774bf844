import type { PrivateLeague } from '@scoreline/contracts';
import {
  INVITATION_CODE_INPUT_MAX_LENGTH,
  LEAGUE_NAME_MAX_LENGTH,
  leagueWebMessages,
} from '@scoreline/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isCancelledRequest } from '@/lib/api/errors';
import { useCompetitionSeasons } from '@/lib/api/get-competition-seasons';
import { useShownCompetition } from '@/lib/competition-choice';
import { useCredentials } from '@/lib/credentials';
import { useCreateLeague } from '../api/create-league';
import { useJoinLeague } from '../api/join-league';
import { CompetitionChoice } from './competition-choice';
import { RulesChoice, type RulesChoiceValue } from './rules-choice';

const DEFAULT_RULES: RulesChoiceValue = { jokers: true, bonus: true };

export type LeagueOutcome = { kind: 'created' | 'joined'; league: PrivateLeague; message: string };

/**
 * spec §2 Private league page: join mode by default (code, 'Join League', the 'OR' divider, 'Create Private
 * League'), create mode ('Give your league a name', 'Create league'); buttons disabled on empty input (spec §5).
 * Success hands the outcome up (the page opens the modal); an error is the server's message as a toast, no modal.
 */
export function LeagueForms({ onDone }: { onDone: (outcome: LeagueOutcome) => void }) {
  const id = useId();
  const [mode, setMode] = useState<'join' | 'create'>('join');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const join = useJoinLeague();
  const create = useCreateLeague();
  // Issue 58 (ADR 106): the competitions the league plays, the one the player is looking at ticked to begin with.
  const { data: offered = [] } = useCompetitionSeasons(useCredentials()?.id);
  const shown = useShownCompetition();
  const [picked, setPicked] = useState<string[] | null>(null);
  // Issue 59 (ADR 112): the league's rules, the game's (both on) to begin with.
  const [rules, setRules] = useState<RulesChoiceValue>(DEFAULT_RULES);
  const isChoosing = offered.length > 1;
  const current = shown ?? offered.find((competition) => competition.isDefault)?.slug ?? offered[0]?.slug;
  const chosen = picked ?? (current === undefined ? [] : [current]);
  const canCreate = name.trim() !== '' && (!isChoosing || chosen.length > 0);
  const fail = (error: Error) => {
    if (!isCancelledRequest(error)) toast.error(error.message);
  };

  const submitJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return;
    join.mutate(code.trim(), {
      onSuccess: ({ league, message }) => {
        setCode('');
        onDone({ kind: 'joined', league, message });
      },
      onError: fail,
    });
  };
  const submitCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canCreate) return;
    // In the list's order (the default competition first); one competition played needs no choice.
    const competitions = isChoosing
      ? offered.filter((competition) => chosen.includes(competition.slug)).map((competition) => competition.slug)
      : undefined;
    const body = { leagueName: name.trim(), ...rules };
    create.mutate(competitions ? { ...body, competitions } : body, {
      onSuccess: ({ league, message }) => {
        setName('');
        setPicked(null);
        setRules(DEFAULT_RULES);
        onDone({ kind: 'created', league, message });
      },
      onError: fail,
    });
  };

  const label = 'text-xs font-semibold tracking-wider text-chalk-muted uppercase';
  return (
    <div className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-5 sm:p-6">
      {mode === 'join' ? (
        <form aria-label="Join a league" onSubmit={submitJoin} className="flex flex-col gap-3">
          <label htmlFor={`${id}-code`} className={label}>
            League code
          </label>
          <Input
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={INVITATION_CODE_INPUT_MAX_LENGTH}
            placeholder="Enter the invite code"
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
          <Button type="submit" disabled={code.trim() === ''} isLoading={join.isPending}>
            Join League
          </Button>
        </form>
      ) : (
        <form aria-label="Create a league" onSubmit={submitCreate} className="flex flex-col gap-3">
          <label htmlFor={`${id}-name`} className={label}>
            Give your league a name
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={LEAGUE_NAME_MAX_LENGTH}
            placeholder="Give your league a name"
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
          {isChoosing && <CompetitionChoice offered={offered} chosen={chosen} onChange={setPicked} />}
          <RulesChoice
            value={rules}
            onChange={setRules}
            legend={leagueWebMessages.createRulesLegend}
            hint={leagueWebMessages.createRulesHint}
          />
          <Button type="submit" disabled={!canCreate} isLoading={create.isPending}>
            Create league
          </Button>
        </form>
      )}
      <div className="my-4 flex items-center gap-3 text-sm text-chalk-faint" role="separator" aria-label="or">
        <span className="h-px flex-1 bg-pitch-600" />
        <span aria-hidden="true">OR</span>
        <span className="h-px flex-1 bg-pitch-600" />
      </div>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          setMode(mode === 'join' ? 'create' : 'join');
        }}
      >
        {mode === 'join' ? 'Create Private League' : 'Join a League'}
      </Button>
    </div>
  );
}

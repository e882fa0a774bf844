import type { CompetitionSeason, Leaderboard, PublicConfig, User } from '@scoreline/contracts';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@scoreline/domain';
import { http, HttpResponse } from 'msw';
import { readCredentials } from '@/lib/credentials';
import { api, ok } from './api';
import { makeBadgePage, makeInsights } from './make-profile';
import { makeCommentsPage } from './make-comment';

/** A player's record as GET /users/{id} answers it: the stored player's own fields when it is them. */
export function makeUser(id: number, overrides: Partial<User> = {}): User {
  const stored = readCredentials();
  const base: User = {
    id,
    username: `player_${id}`,
    firstname: 'Sam',
    lastname: 'Kerr',
    email: `player_${id}@example.com`,
    status: 'active',
    profile_picture: null,
    biography: null,
    nationality: null,
    telegram_user_name: null,
    x_profile_link: null,
    wallet: null,
    rank: null,
    totalPredictions: 0,
    totalPoints: 0,
    averagePointsPerPredictions: 0,
    favouriteTeam: null,
  };
  if (stored?.id === id) {
    const { accessToken: _token, expiresAt: _expires, ...fields } = stored;
    return { ...base, ...fields, ...overrides };
  }
  return { ...base, ...overrides };
}

/** GET /score with no scored prediction yet. */
export function makeLeaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    results: [],
    rounds: { total_rounds: 38, current_round: 27, stages: [] },
    filter: { kind: 'overall', round: null, start: null, end: null },
    latest_completed_round: 26,
    page: 1,
    size: 10,
    total: 0,
    me: null,
    around: null,
    pinned: [],
    tieBreak: 'Ties are broken by exact scores, then correct outcomes.',
    provisional: false,
    liveMatches: null,
    ...overrides,
  };
}

/** GET /config's answer: spec §9's OTP settings, no social links, a provider's football data; `changes` on top. */
export function makePublicConfig(changes: Partial<PublicConfig> = {}): PublicConfig {
  return {
    otpLength: OTP_LENGTH,
    otpResendSeconds: OTP_RESEND_SECONDS,
    demo: false,
    socialLinks: { instagram: null, x: null, discord: null, telegram: null },
    footballData: 'api-football',
    ...changes,
  };
}

/** A competition as GET /competitions lists it (issue 58): the embedded Premier League 2023/24 unless told. */
export function makeCompetitionSeason(changes: Partial<CompetitionSeason> = {}): CompetitionSeason {
  return {
    slug: 'premier-league-2023-24',
    name: 'Premier League',
    kind: 'league',
    season: '2023/24',
    isDefault: true,
    currentStage: { key: 'matchday-27', name: 'Matchday 27', kind: 'league', order: 27 },
    status: 'in_progress',
    playing: false,
    mine: true,
    jokers: true,
    ...changes,
  };
}

/**
 * The calls nearly every page makes, answered plainly: the season prepared, the public config (spec §9 defaults), no
 * development outbox,
 * the app-load profile (the stored player, active), sign-out, empty landing data, a profile without badges or
 * insights, and no comments. A test adds its own handlers in
 * front of these (`renderRoute(path, { handlers })`).
 */
export const defaultHandlers = [
  http.get(api('/health/preparation'), () => ok({ preparing: false })),
  http.get(api('/config'), () => ok(makePublicConfig())),
  // Elsewhere /dev/mail.json is the SPA's index.html: no outbox.
  http.get('/dev/mail.json', () => HttpResponse.html('<!doctype html>')),
  http.get(api('/users/:id'), ({ params }) => ok(makeUser(Number(params.id)))),
  http.post(api('/auth/sign-out'), () => ok(null, 'Signed out')),
  http.get(api('/match/home'), () => ok({ rows: [], count: 0 })),
  http.get(api('/score'), () => ok(makeLeaderboard())),
  // No round complete yet: no winner or climber to say out loud (issue 59).
  http.get(api('/score/highlights'), () => ok(null)),
  http.get(api('/user/recap'), () => ok(null)),
  // One competition played (the default): the dashboard shows no competition switcher.
  http.get(api('/competitions'), () => ok([makeCompetitionSeason()])),
  // A competition's bonus questions (issue 59): none asked.
  http.get(api('/competitions/:slug/bonus-questions'), ({ params }) =>
    ok({ competition: String(params.slug), locksAt: null, locked: false, questions: [] }),
  ),
  // Issue 60: no calendar link made yet.
  http.get(api('/user/calendar'), () => ok({ active: false, createdAt: null, url: null, webcalUrl: null })),
  http.get(api('/user/reminders'), () =>
    ok({ emailEnabled: false, emailLeadHours: 24, pushEnabled: false, pushLeadHours: 2, pushDevices: 0 }),
  ),
  // A player's profile view: no badges and no scored prediction yet.
  http.get(api('/user/badges'), () => ok(makeBadgePage([]))),
  http.get(api('/users/:id/insights'), () => ok(makeInsights())),
  http.get(api('/match/:id/comments'), () => ok(makeCommentsPage([]))),
  // A match page's sections: nothing known yet (no line-ups, statistics, meetings or win probability).
  http.get(api('/match/api/lineups/:id'), () => ok([])),
  http.get(api('/match/api/injuries/:id'), () => ok([])),
  http.get(api('/match/api/statistics/:id'), () => ok([])),
  http.get(api('/match/api/head2head/:home/:away'), () => ok([])),
  http.get(api('/match/api/predictions/:id'), () => ok(null)),
  // Issue 59: no private league (the match page's leagues' picks), and a league's picks grid without matches.
  http.get(api('/private-leagues'), () => ok({ leagues: [] })),
  http.get(api('/private-leagues/:id/picks'), ({ params }) =>
    ok({
      league: { id: Number(params.id), leagueName: 'Office League' },
      competition: null,
      round: null,
      total_rounds: 0,
      current_round: null,
      stages: [],
      matches: [],
      members: [],
    }),
  ),
];

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_REPLAY_ROUND, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has safe defaults for the embedded run', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      // The demo run's 4-digit codes are offered to this machine only (docs/decisions/091).
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/app', '.data'),
      adminEmails: [],
      demo: true,
      logLevel: 'info',
    });
  });

  it('parses every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@db:5432/app',
        DATA_DIR: '/var/lib/scoreline',
        PUBLIC_URL: 'https://scoreline.example/',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Scoreline <hi@scoreline.example>',
        ADMIN_EMAILS: ' Ops@Example.com, second@example.com ,',
        API_FOOTBALL_KEY: 'k',
        DEMO: 'off',
        LOG_LEVEL: 'warn',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/app',
      dataDir: '/var/lib/scoreline',
      publicUrl: 'https://scoreline.example',
      smtpUrl: 'smtp://mail:25',
      adminEmails: ['ops@example.com', 'second@example.com'],
      apiFootballKey: 'k',
      demo: false,
      logLevel: 'warn',
    });
  });

  it('reads the live stream settings (issue 13), with defaults', () => {
    expect(loadConfig({}, '/srv/app').live).toEqual({
      pollMs: 2_000,
      heartbeatMs: 20_000,
      maxStreams: 2_000,
      maxStreamsPerIp: 4,
    });
    const env = { LIVE_POLL_MS: '500', LIVE_HEARTBEAT_MS: '15000', LIVE_STREAMS_MAX: '10', LIVE_STREAMS_PER_IP: '2' };
    expect(loadConfig(env, '/srv/app').live).toEqual({
      pollMs: 500,
      heartbeatMs: 15_000,
      maxStreams: 10,
      maxStreamsPerIp: 2,
    });
    expect(
      problemsOf({ LIVE_POLL_MS: '0', LIVE_STREAMS_PER_IP: 'many' }).map((problem) => problem.split(':')[0]),
    ).toEqual(['LIVE_POLL_MS', 'LIVE_STREAMS_PER_IP']);
  });

  it('reads the footer social links (spec §1) as http(s) addresses, each unset one null', () => {
    expect(loadConfig({}, '/srv/app').socialLinks).toEqual({ instagram: null, x: null, discord: null, telegram: null });
    const config = loadConfig(
      {
        SOCIAL_X_URL: 'https://x.com/scoreline',
        SOCIAL_TELEGRAM_URL: 'https://t.me/scoreline',
        SOCIAL_DISCORD_URL: ' ',
      },
      '/srv/app',
    );
    expect(config.socialLinks).toEqual({
      instagram: null,
      x: 'https://x.com/scoreline',
      discord: null,
      telegram: 'https://t.me/scoreline',
    });
    expect(problemsOf({ SOCIAL_INSTAGRAM_URL: 'javascript:alert(1)', SOCIAL_X_URL: 'x.com/scoreline' })).toEqual([
      'SOCIAL_INSTAGRAM_URL: must be an http(s) URL',
      'SOCIAL_X_URL: must be an http(s) URL',
    ]);
  });

  it('refuses to start listing every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'not a url',
      SMTP_URL: 'http://mail',
      ADMIN_EMAILS: 'root',
      DEMO: 'maybe',
      LOG_LEVEL: 'loud',
    });
    const variables = problems.map((problem) => problem.split(/[.:]/)[0]);
    expect(new Set(variables)).toEqual(
      new Set(['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'ADMIN_EMAILS', 'DEMO', 'LOG_LEVEL']),
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', DEMO: '' }, '/srv/app')).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      demo: true,
    });
  });

  it('turns demo data off by default in production and refuses unsafe production settings', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL: required in production (links in e-mails point at it)',
      'SMTP_URL: required in production (sign-up and password reset send e-mail)',
    ]);
    const config = loadConfig(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://s.example', SMTP_URL: 'smtps://mail:465' },
      '/srv/app',
    );
    expect(config.demo).toBe(false);
    expect(config.isProduction).toBe(true);
  });
});

describe('football settings (issue #4)', () => {
  it('defaults to the embedded season replayed from matchday 27, API-Football settings ready for a key', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({
      apiFootballKey: undefined,
      apiFootballBaseUrl: 'https://v3.football.api-sports.io',
      apiFootballKeyHeader: 'x-apisports-key',
      apiFootballHost: undefined,
      apiFootballLeague: 39,
      apiFootballSeason: 2023,
      replayRound: DEFAULT_REPLAY_ROUND,
      footballSyncIntervalSeconds: 60,
    });
    expect(DEFAULT_REPLAY_ROUND).toBe(27);
  });

  it('reads every football variable', () => {
    expect(
      loadConfig(
        {
          API_FOOTBALL_KEY: 'k',
          API_FOOTBALL_BASE_URL: 'https://api-football-v1.p.rapidapi.com/v3/',
          API_FOOTBALL_KEY_HEADER: 'X-RapidAPI-Key',
          API_FOOTBALL_LEAGUE: '140',
          API_FOOTBALL_SEASON: '2022',
          REPLAY_ROUND: '12',
          FOOTBALL_SYNC_INTERVAL_SECONDS: '300',
        },
        '/srv/app',
      ),
    ).toMatchObject({
      apiFootballKey: 'k',
      apiFootballBaseUrl: 'https://api-football-v1.p.rapidapi.com/v3',
      apiFootballKeyHeader: 'x-rapidapi-key',
      // RapidAPI wants its host beside its key (guide §1.2): the base URL's, unless API_FOOTBALL_HOST names one.
      apiFootballHost: 'api-football-v1.p.rapidapi.com',
      apiFootballLeague: 140,
      apiFootballSeason: 2022,
      replayRound: 12,
      footballSyncIntervalSeconds: 300,
    });
  });

  it('sends a RapidAPI host only through RapidAPI or when API_FOOTBALL_HOST names one', () => {
    expect(loadConfig({ API_FOOTBALL_KEY: 'k' }, '/srv/app').apiFootballHost).toBeUndefined();
    const rapid = { API_FOOTBALL_KEY: 'k', API_FOOTBALL_KEY_HEADER: 'x-rapidapi-key' };
    expect(loadConfig(rapid, '/srv/app').apiFootballHost).toBe('v3.football.api-sports.io');
    expect(loadConfig({ ...rapid, API_FOOTBALL_HOST: 'api-football-v1.p.rapidapi.com' }, '/srv/app')).toMatchObject({
      apiFootballBaseUrl: 'https://v3.football.api-sports.io',
      apiFootballHost: 'api-football-v1.p.rapidapi.com',
    });
    expect(problemsOf({ API_FOOTBALL_HOST: 'https://api-football-v1.p.rapidapi.com/' })).toEqual([
      'API_FOOTBALL_HOST: must be a host name such as api-football-v1.p.rapidapi.com',
    ]);
  });

  it('plays the embedded competitions beside the default one (issue 58): all but its next season, none in tests', () => {
    expect(loadConfig({}, '/srv/app').embeddedCompetitions).toEqual([
      'world-cup-2026',
      'champions-league-2024-25',
      'la-liga-2024-25',
      'bundesliga-2024-25',
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv/app').embeddedCompetitions).toEqual([]);
    expect(loadConfig({ EMBEDDED_COMPETITIONS: 'all' }, '/srv/app').embeddedCompetitions).toHaveLength(5);
    expect(loadConfig({ EMBEDDED_COMPETITIONS: 'none' }, '/srv/app').embeddedCompetitions).toEqual([]);
    expect(
      loadConfig({ EMBEDDED_COMPETITIONS: 'world-cup-2026, la-liga-2024-25' }, '/srv/app').embeddedCompetitions,
    ).toEqual(['world-cup-2026', 'la-liga-2024-25']);
    expect(problemsOf({ EMBEDDED_COMPETITIONS: 'world-cup-2030' })[0]).toMatch(/^EMBEDDED_COMPETITIONS: must be 'all'/);
  });

  it('replays each embedded competition from its first stage, or the stage EMBEDDED_REPLAY_STAGES names', () => {
    expect(loadConfig({}, '/srv/app').embeddedReplayStages).toEqual({});
    expect(
      loadConfig({ EMBEDDED_REPLAY_STAGES: 'champions-league-2024-25:10, world-cup-2026 : 4' }, '/srv/app')
        .embeddedReplayStages,
    ).toEqual({ 'champions-league-2024-25': 10, 'world-cup-2026': 4 });
    for (const wrong of [
      'world-cup-2030:2',
      'world-cup-2026:0',
      'world-cup-2026',
      'world-cup-2026:4,',
      'la-liga-2024-25:100',
    ]) {
      expect(problemsOf({ EMBEDDED_REPLAY_STAGES: wrong })[0], wrong).toMatch(
        /^EMBEDDED_REPLAY_STAGES: must be slug:stage/,
      );
    }
  });

  it('reads API_FOOTBALL_LEAGUES as league:season pairs beside the default league (issue 58)', () => {
    const config = loadConfig({ API_FOOTBALL_LEAGUES: '2:2024, 140:2024,2:2024,39:2023' }, '/srv/app');
    // The default league and season (39, 2023) is not played twice, nor is a pair named twice.
    expect(config.apiFootballLeagues).toEqual([
      { league: 2, season: 2024 },
      { league: 140, season: 2024 },
    ]);
    expect(loadConfig({}, '/srv/app').apiFootballLeagues).toEqual([]);
    for (const bad of ['2', '2:24', 'la-liga:2024', '2:2024;140:2024']) {
      expect(problemsOf({ API_FOOTBALL_LEAGUES: bad })[0]).toMatch(/^API_FOOTBALL_LEAGUES: must be API-Football/);
    }
  });

  it.each(['off', 'OFF', 'Off'])('REPLAY_ROUND=%s keeps the real dates', (value) => {
    expect(loadConfig({ REPLAY_ROUND: value }, '/srv/app').replayRound).toBeNull();
  });

  it('refuses bad football settings, naming each', () => {
    const problems = problemsOf({
      REPLAY_ROUND: '39',
      API_FOOTBALL_BASE_URL: 'ftp://example.com',
      API_FOOTBALL_KEY_HEADER: 'bad header',
      API_FOOTBALL_LEAGUE: '-1',
      API_FOOTBALL_SEASON: '23',
      FOOTBALL_SYNC_INTERVAL_SECONDS: '1',
    });
    expect(new Set(problems.map((problem) => problem.split(':')[0]))).toEqual(
      new Set([
        'REPLAY_ROUND',
        'API_FOOTBALL_BASE_URL',
        'API_FOOTBALL_KEY_HEADER',
        'API_FOOTBALL_LEAGUE',
        'API_FOOTBALL_SEASON',
        'FOOTBALL_SYNC_INTERVAL_SECONDS',
      ]),
    );
    for (const round of ['0', 'abc', '1.5', 'never']) {
      expect(problemsOf({ REPLAY_ROUND: round })).toEqual(["REPLAY_ROUND: must be a matchday from 1 to 38, or 'off'"]);
    }
  });

  it('allows several workers only on PostgreSQL (PGlite is one process)', () => {
    expect(problemsOf({ WORKERS: '2' })).toEqual(['WORKERS: more than one worker needs DATABASE_URL']);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://u@db/app' }, '/srv/app').workers).toBe(2);
    expect(problemsOf({ WORKERS: '0' }).map((problem) => problem.split(':')[0])).toEqual(['WORKERS']);
  });

  it('shares rate limits through REDIS_URL, which production needs with several workers', () => {
    expect(loadConfig({}, '/srv/app').redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, '/srv/app').redisUrl).toBe('redis://127.0.0.1:6379');
    expect(problemsOf({ REDIS_URL: 'http://cache:6379' })).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL']);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://s.example',
      SMTP_URL: 'smtps://mail:465',
      DATABASE_URL: 'postgres://u@db/app',
      WORKERS: '2',
    };
    expect(problemsOf(production)).toEqual([
      'REDIS_URL: required in production with more than one worker (rate limits are shared there)',
    ]);
    expect(loadConfig({ ...production, REDIS_URL: 'rediss://cache:6380' }, '/srv/app').workers).toBe(2);
  });

  it('runs web, worker or both in one process (ROLE, issue 9); the embedded run is both', () => {
    expect(loadConfig({}, '/srv/app').role).toBe('all');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u@db/app' }, '/srv/app').role).toBe('worker');
    expect(problemsOf({ ROLE: 'web' })).toEqual([
      'ROLE: web and worker processes share a PostgreSQL database (DATABASE_URL); the embedded run is all',
    ]);
    expect(problemsOf({ ROLE: 'scheduler', DATABASE_URL: 'postgres://u@db/app' })).toEqual([
      'ROLE: must be web, worker or all',
    ]);
  });

  it('reads TRUST_PROXY as off, a hop count or the proxies\' addresses, never "trust everything" (issue #10)', () => {
    expect(loadConfig({}, '/srv/app').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }, '/srv/app').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/srv/app').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1' }, '/srv/app').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
    ]);
    for (const value of ['true', '*', 'yes', '11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1']) {
      expect(
        problemsOf({ TRUST_PROXY: value }).map((problem) => problem.split(':')[0]),
        value,
      ).toEqual(['TRUST_PROXY']);
    }
  });
});

describe('OTP length (issue 10; docs/decisions/013)', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://s.example', SMTP_URL: 'smtps://mail:465' };

  it("keeps the spec's 4 digits only in the embedded demo run (DEMO on, PGlite, not production)", () => {
    expect(loadConfig({}, '/srv/app').otpLength).toBe(4);
    expect(loadConfig({ DEMO: 'on' }, '/srv/app').otpLength).toBe(4);
  });

  it('sends 6 digits everywhere else: production, PostgreSQL, or demo data off', () => {
    expect(loadConfig(production, '/srv/app').otpLength).toBe(6);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/app' }, '/srv/app').otpLength).toBe(6);
    expect(loadConfig({ DEMO: 'off' }, '/srv/app').otpLength).toBe(6);
  });

  it('honours OTP_LENGTH from 4 to 8, and production refuses fewer than 6', () => {
    expect(loadConfig({ OTP_LENGTH: '8' }, '/srv/app').otpLength).toBe(8);
    expect(loadConfig({ DEMO: 'off', OTP_LENGTH: '4' }, '/srv/app').otpLength).toBe(4);
    expect(problemsOf({ OTP_LENGTH: '9' })).toEqual(['OTP_LENGTH: must be 4 to 8']);
    expect(problemsOf({ ...production, OTP_LENGTH: '4' })).toEqual([
      'OTP_LENGTH: at least 6 in production (shorter codes are guessable)',
    ]);
    expect(loadConfig({ ...production, OTP_LENGTH: '7' }, '/srv/app').otpLength).toBe(7);
  });
});

describe('API docs (issue 57; docs/decisions/089)', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://s.example', SMTP_URL: 'smtps://mail:465' };

  it('are off in production unless API_DOCS switches them on, and on elsewhere unless switched off', () => {
    expect(loadConfig(production, '/srv/app').apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }, '/srv/app').apiDocs).toBe(true);
    expect(loadConfig({}, '/srv/app').apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv/app').apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }, '/srv/app').apiDocs).toBe(false);
  });
});

describe('the 4-digit demo codes stay on this machine (issue 57; docs/decisions/091)', () => {
  it('listens on 127.0.0.1 in the demo run unless HOST says otherwise, and on 0.0.0.0 elsewhere', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({ host: '127.0.0.1', otpLength: 4 });
    expect(loadConfig({ DEMO: 'off' }, '/srv/app')).toMatchObject({ host: '0.0.0.0', otpLength: 6 });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/app' }, '/srv/app')).toMatchObject({ host: '0.0.0.0' });
  });

  it('sends 6 digits when the demo run listens beyond loopback or behind a proxy', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }, '/srv/app')).toMatchObject({ host: '0.0.0.0', otpLength: 6 });
    expect(loadConfig({ HOST: '192.0.2.7' }, '/srv/app').otpLength).toBe(6);
    expect(loadConfig({ TRUST_PROXY: '1' }, '/srv/app')).toMatchObject({ host: '127.0.0.1', otpLength: 6 });
    expect(loadConfig({ HOST: '::1' }, '/srv/app').otpLength).toBe(4);
    expect(loadConfig({ HOST: 'localhost' }, '/srv/app').otpLength).toBe(4);
  });

  it('refuses fewer than 6 digits asked for on a reachable address', () => {
    const message =
      'OTP_LENGTH: fewer than 6 digits only when the app listens on loopback (HOST 127.0.0.1) with no TRUST_PROXY: shorter codes are guessable from other machines';
    expect(problemsOf({ OTP_LENGTH: '4', HOST: '0.0.0.0' })).toEqual([message]);
    expect(problemsOf({ OTP_LENGTH: '5', TRUST_PROXY: '1' })).toEqual([message]);
    expect(loadConfig({ OTP_LENGTH: '4', DEMO: 'off' }, '/srv/app')).toMatchObject({ host: '127.0.0.1', otpLength: 4 });
  });
});

describe('ROLE=web in production (issue 57; docs/decisions/091)', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://s.example',
    SMTP_URL: 'smtps://mail:465',
    DATABASE_URL: 'postgres://u@db/app',
  };

  it('refuses to start without REDIS_URL, and starts with it', () => {
    expect(problemsOf({ ...production, ROLE: 'web' })).toEqual([
      'REDIS_URL: required in production for ROLE=web (the web processes share their rate limits there)',
    ]);
    expect(loadConfig({ ...production, ROLE: 'web', REDIS_URL: 'redis://cache:6379/0' }, '/srv/app').role).toBe('web');
    expect(loadConfig({ ...production, ROLE: 'worker' }, '/srv/app').role).toBe('worker');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/app', ROLE: 'web' }, '/srv/app').role).toBe('web');
  });
});

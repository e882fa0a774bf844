import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
      host: '0.0.0.0',
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

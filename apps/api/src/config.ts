import { z } from 'zod';
import path from 'node:path';

/**
 * The whole configuration, parsed once at boot from the environment (engineering guide: one schema,
 * a typed `config`, fail with the list of every bad variable). Names are fixed by issue #2.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' }),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Scoreline <no-reply@scoreline.local>')),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
  ),
  API_FOOTBALL_KEY: optional(z.string().min(1)),
  DEMO: optional(booleanFlag),
  OTP_LENGTH: z.preprocess(emptyToUndefined, z.coerce.number().int().min(4).max(8).default(4)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  apiFootballKey: string | undefined;
  demo: boolean;
  /** spec §9: 4 digits; configurable for operators who want longer codes (issue #3). */
  otpLength: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const config: Config = {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    dataDir: path.resolve(cwd, raw.DATA_DIR),
    publicUrl: raw.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    adminEmails: raw.ADMIN_EMAILS,
    apiFootballKey: raw.API_FOOTBALL_KEY,
    // issue #2: demo data is on by default only outside production.
    demo: raw.DEMO ?? !isProduction,
    otpLength: raw.OTP_LENGTH,
    logLevel: raw.LOG_LEVEL,
  };
  const unsafe = productionProblems(config);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  return config;
}

/** Settings production refuses outright; checks that need the database run later (see assertSafeDatabase). */
function productionProblems(config: Config): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  if (!config.publicUrl) problems.push('PUBLIC_URL: required in production (links in e-mails point at it)');
  if (!config.smtpUrl) problems.push('SMTP_URL: required in production (sign-up and password reset send e-mail)');
  return problems;
}

import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** The logger of a process writing into a string, as it would into its log. */
function capturedLogger() {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, destination), text: () => text };
}

describe('the log', () => {
  it("keeps a failed statement but not its parameters (a code being stored, a hash, a player's text)", () => {
    const { logger, text } = capturedLogger();
    const failure = new DrizzleQueryError(
      'insert into otps (code_hash, code) values ($1, $2)',
      ['ab12', '4821'],
      new Error('x'),
    );
    logger.error({ err: failure }, 'unhandled error');

    expect(text()).toContain('insert into otps (code_hash, code) values ($1, $2)');
    expect(text()).not.toContain('4821');
  });

  it("leaves out a mail's subject, which starts with the code", () => {
    const { logger, text } = capturedLogger();
    logger.info({ to: 'ada@example.com', subject: '4821 is your Scoreline verification code' }, 'mail');

    expect(text()).toContain('ada@example.com');
    expect(text()).not.toContain('4821');
  });

  it("writes a request's URL without a league's invitation code, in the share link or carried through sign-in", () => {
    const { logger, text } = capturedLogger();
    for (const url of ['/join/ABCD2345', '/sign-in?next=%2Fjoin%2FABCD2345'])
      logger.info({ req: { method: 'GET', url, host: 'scoreline.test', ip: '192.0.2.1' } }, 'incoming request');

    expect(text()).toContain('/join/[redacted]');
    expect(text()).toContain('next=%2Fjoin%2F[redacted]');
    expect(text()).not.toContain('ABCD2345');
  });
});

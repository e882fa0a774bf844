import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/** A real SMTP server on loopback that records each message's envelope recipients. */
let server: SMTPServer;
let port: number;
const envelopes: string[][] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        envelopes.push(session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP mailer (issue #10)', () => {
  it('hands the recipient to nodemailer as an address, never as text it would read as several', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scoreline <no-reply@scoreline.local>',
      logger: pino({ level: 'silent' }),
    });
    envelopes.length = 0;
    // Parsed as text, this is two recipients (one the attacker's); as an address it is one, which the server refuses.
    await mailer
      .send({ to: 'victim@x.io,attacker@evil.io', subject: 'Code', text: '1234', html: '<p>1234</p>' })
      .catch(() => undefined);
    await mailer
      .send({ to: '"Victim" <attacker@evil.io>', subject: 'Code', text: '1234', html: '<p>1234</p>' })
      .catch(() => undefined);
    expect(envelopes.flat()).not.toContain('attacker@evil.io');
  });

  it('logs a sent mail by its recipient, never by its subject or text (a code mail starts with the code)', async () => {
    let log = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scoreline <no-reply@scoreline.local>',
      logger: pino({ level: 'info' }, destination),
    });
    await mailer.send({ to: 'ada@example.com', subject: '4821 is your code', text: '4821', html: '<p>4821</p>' });

    expect(log).toContain('ada@example.com');
    expect(log).not.toContain('4821');
  });

  it('delivers to a plain address', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scoreline <no-reply@scoreline.local>',
      logger: pino({ level: 'silent' }),
    });
    envelopes.length = 0;
    await mailer.send({ to: 'ada@example.com', subject: 'Code', text: '1234', html: '<p>1234</p>' });
    expect(envelopes).toEqual([['ada@example.com']]);
  });
});

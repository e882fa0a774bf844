import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a reminder's `List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The development outbox (no SMTP_URL, not production); undefined when mail really leaves. */
  readonly outbox: readonly OutboxEntry[] | undefined;
}

const OUTBOX_SIZE = 50;

/**
 * Real SMTP through nodemailer when SMTP_URL is set. Without it (never in production: config refuses)
 * mail lands in a development outbox, printed on the console and readable at /dev/mail, so a new user
 * can finish sign-up locally.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl) {
    // A mail server that accepts and then never answers must not hold a mail job for minutes: the job fails, and
    // its retries (jobs/send-code-mail.job.ts) try again.
    // (nodemailer reads options from the URL's query; settings already in SMTP_URL win.)
    const url = new URL(smtpUrl);
    for (const [key, value] of Object.entries({
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '20000',
    })) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    }
    // nodemailer is loaded with the first mail, not with the server (docs/decisions/063).
    let transport: Promise<Transporter> | undefined;
    return {
      outbox: undefined,
      async send(message) {
        // A failed load is tried again with the next mail (the job's retry).
        transport ??= import('nodemailer')
          .then(({ default: nodemailer }) => nodemailer.createTransport(url.toString()))
          .catch((error: unknown) => {
            transport = undefined;
            throw error;
          });
        // issue #10: the recipient goes to nodemailer as an address object, never as text it would parse (a
        // display name, a group or a second address hidden in the string). Contracts allow only strict addresses.
        await (await transport).sendMail({ from, ...message, to: { name: '', address: message.to } });
        // Never the subject or the text: a code mail's subject starts with the code.
        logger.info({ to: message.to }, 'mail sent');
      },
    };
  }
  const outbox: OutboxEntry[] = [];
  let nextId = 1;
  return {
    outbox,
    async send(message) {
      const entry = { id: nextId++, from, sentAt: new Date().toISOString(), ...message };
      outbox.unshift(entry);
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      // Development only: the code is printed so the person running the app can use it.
      logger.info({ to: message.to, subject: message.subject }, `development outbox:\n${message.text}`);
    },
  };
}

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-data/e2e-mail');

/**
 * A real SMTP server on loopback (the app sends through nodemailer to it). Each message is written
 * to mailDir as <time>-<recipient>.eml so tests in other processes can read it.
 */
export function startSmtpCapture(port: number): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        counter += 1;
        for (const recipient of session.envelope.rcptTo) {
          const name = `${Date.now()}-${String(counter).padStart(4, '0')}-${recipient.address.toLowerCase()}.eml`;
          writeFileSync(path.join(mailDir, name), Buffer.concat(chunks));
        }
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise<void>((done) => server.close(() => done()))));
  });
}

/** The raw messages received for an address, oldest first. */
export function mailsFor(address: string): string[] {
  const suffix = `-${address.toLowerCase()}.eml`;
  return readdirSync(mailDir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => readFileSync(path.join(mailDir, name), 'utf8'));
}

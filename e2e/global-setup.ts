import { rmSync } from 'node:fs';
import { mailDir, startSmtpCapture } from './smtp-capture';

export default async function globalSetup() {
  rmSync(mailDir, { recursive: true, force: true });
  const stop = await startSmtpCapture(Number(process.env.E2E_SMTP_PORT ?? 2526));
  return stop;
}

import { expect } from '@playwright/test';
import { mailsFor } from './smtp-capture';

/** Headers of a message or MIME part, names lower-cased, folded lines unfolded. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, ''); // soft line breaks
  for (let index = 0; index < unfolded.length; index += 1) {
    const char = unfolded.charAt(index);
    const hex = unfolded.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The plain-text alternative of a raw message (multipart or not), decoded. */
export function plainText(raw: string): string {
  const { headers, body } = splitPart(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    if (!contentType.toLowerCase().startsWith('text/plain')) return '';
    return decodeBody(body, headers.get('content-transfer-encoding'));
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break; // the closing delimiter
    const text = plainText(part.replace(/^\r?\n/, ''));
    if (text) return text;
  }
  return '';
}

/** The OTP of a captured message: on its own indented line in the text part, and first in the subject. */
export function otpOf(raw: string): string {
  const { headers } = splitPart(raw);
  const fromSubject = /^(\d{4,8}) is your Scoreline/.exec(headers.get('subject') ?? '')?.[1];
  const fromText = /^[ \t]+(\d{4,8})[ \t]*$/m.exec(plainText(raw))?.[1];
  if (!fromText) throw new Error(`no code in the text part of:\n${raw}`);
  expect(fromSubject, 'the subject starts with the same code').toBe(fromText);
  return fromText;
}

/** Waits for message number `count` (1-based) to reach `address` and returns its OTP. */
export async function waitForOtp(address: string, count: number): Promise<string> {
  let messages: string[] = [];
  await expect
    .poll(() => (messages = mailsFor(address)).length, { message: `mail #${count} for ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const message = messages[count - 1];
  if (!message) throw new Error(`no mail #${count} for ${address}`);
  return otpOf(message);
}

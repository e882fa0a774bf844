import type { PushConfig } from '../../config-push';

export interface PushDevice {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: delivered, gone (404/410: the subscription is over) or failed (try later). */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/**
 * Sends one web push (RFC 8030) with `web-push` (issue 60, docs/decisions/115): it encrypts the payload (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request itself goes through fetch, without following redirects
 * (a push service never redirects; following one would reach hosts the endpoint check never saw) and with a timeout.
 */
export async function sendPush(
  device: PushDevice,
  payload: object,
  vapid: { publicKey: string; privateKey: string },
  config: Pick<PushConfig, 'subject'>,
): Promise<PushOutcome> {
  // Loaded with the first push, not with the server (docs/decisions/063).
  const { default: webPush } = await import('web-push');
  const details = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: { subject: config.subject, ...vapid }, TTL: 2 * 60 * 60, urgency: 'high' },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  ) as Record<string, string>;
  try {
    const answer = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) return 'gone';
    return answer.status >= 200 && answer.status < 300 ? 'delivered' : 'failed';
  } catch {
    return 'failed';
  }
}

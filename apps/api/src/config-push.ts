import { z } from 'zod';

/** Web push (issue 60, docs/decisions/115): the VAPID keys, and the push services a subscription may point at. */
export interface PushConfig {
  /** From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; undefined: generated once and kept (embedded), or push off (production). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: a mailto: or https: contact the push services may write to. */
  subject: string;
  /** PUSH_ENDPOINT_ORIGINS: origins allowed beside the known push services (tests' local push service). */
  extraOrigins: string[];
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, { message: 'must be base64url (web-push generate-vapid-keys)' });
const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: base64url.length(87, { message: 'must be the 87-character base64url public key' }).optional(),
  VAPID_PRIVATE_KEY: base64url.length(43, { message: 'must be the 43-character base64url private key' }).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'must be a mailto: address or an https: URL' })
    .optional(),
  PUSH_ENDPOINT_ORIGINS: z.string().optional(),
});

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.keys(pushEnvSchema.shape).map((key) => [key, env[key]?.trim() ? env[key]?.trim() : undefined]),
  );

/** The push settings, or the list of what is wrong with them. */
export function pushConfigOf(env: NodeJS.ProcessEnv, publicUrl: string | undefined): PushConfig | string[] {
  const parsed = pushEnvSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const raw = parsed.data;
  if ((raw.VAPID_PUBLIC_KEY === undefined) !== (raw.VAPID_PRIVATE_KEY === undefined)) {
    return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (npx web-push generate-vapid-keys) or neither'];
  }
  const extraOrigins: string[] = [];
  const problems: string[] = [];
  for (const entry of (raw.PUSH_ENDPOINT_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    try {
      extraOrigins.push(new URL(entry).origin);
    } catch {
      problems.push(`PUSH_ENDPOINT_ORIGINS: '${entry}' is not an origin (https://host:port)`);
    }
  }
  if (problems.length > 0) return problems;
  return {
    vapid:
      raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
        ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
        : undefined,
    subject: raw.VAPID_SUBJECT ?? (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:no-reply@scoreline.local'),
    extraOrigins,
  };
}

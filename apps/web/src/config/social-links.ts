// Public settings only: Vite exposes VITE_* variables to the browser bundle. http(s) links only.
type SocialEnv =
  'VITE_SOCIAL_INSTAGRAM_URL' | 'VITE_SOCIAL_X_URL' | 'VITE_SOCIAL_DISCORD_URL' | 'VITE_SOCIAL_TELEGRAM_URL';

/**
 * The variable's link, or `fallback` when it is not set; anything but an http(s) link stops the app at start, as a
 * bad setting should. Checked without zod, which stays out of the first load (docs/decisions/024).
 */
function link(name: SocialEnv, fallback: string): string {
  const value: unknown = import.meta.env[name];
  if (value === undefined) return fallback;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http(s) link`);
  }
  return value as string;
}

/** spec §1: the footer's four social channels. */
export const socialLinks = [
  { id: 'instagram', label: 'Instagram', href: link('VITE_SOCIAL_INSTAGRAM_URL', 'https://instagram.com/') },
  { id: 'x', label: 'X', href: link('VITE_SOCIAL_X_URL', 'https://x.com/') },
  { id: 'discord', label: 'Discord', href: link('VITE_SOCIAL_DISCORD_URL', 'https://discord.com/') },
  { id: 'telegram', label: 'Telegram', href: link('VITE_SOCIAL_TELEGRAM_URL', 'https://t.me/') },
] as const;

export type SocialChannel = (typeof socialLinks)[number]['id'];

// Public settings only: Vite exposes VITE_* variables to the browser bundle. http(s) links only.
type SocialEnv =
  'VITE_SOCIAL_INSTAGRAM_URL' | 'VITE_SOCIAL_X_URL' | 'VITE_SOCIAL_DISCORD_URL' | 'VITE_SOCIAL_TELEGRAM_URL';

/**
 * The variable's link, or undefined when it is not set; anything but an http(s) link stops the app at start, as a
 * bad setting should. Checked without zod, which stays out of the first load (docs/decisions/024).
 */
function link(name: SocialEnv): string | undefined {
  const value: unknown = import.meta.env[name];
  if (value === undefined || value === '') return undefined;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http(s) link`);
  }
  return value as string;
}

const channels = [
  { id: 'instagram', label: 'Instagram', href: link('VITE_SOCIAL_INSTAGRAM_URL') },
  { id: 'x', label: 'X', href: link('VITE_SOCIAL_X_URL') },
  { id: 'discord', label: 'Discord', href: link('VITE_SOCIAL_DISCORD_URL') },
  { id: 'telegram', label: 'Telegram', href: link('VITE_SOCIAL_TELEGRAM_URL') },
] as const;

export type SocialChannel = (typeof channels)[number]['id'];

/**
 * spec §1: the footer's social channels, those the deployment names (VITE_SOCIAL_*_URL at build). A channel nobody set
 * is left out rather than pointed at the network's home page: the footer shows only the product's own accounts.
 */
export const socialLinks = channels.filter(
  (channel): channel is (typeof channels)[number] & { href: string } => channel.href !== undefined,
);

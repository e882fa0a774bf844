import { z } from 'zod';

// Public settings only: Vite exposes VITE_* variables to the browser bundle. http(s) links only.
const link = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

const env = z
  .object({
    VITE_SOCIAL_INSTAGRAM_URL: link('https://instagram.com/'),
    VITE_SOCIAL_X_URL: link('https://x.com/'),
    VITE_SOCIAL_DISCORD_URL: link('https://discord.com/'),
    VITE_SOCIAL_TELEGRAM_URL: link('https://t.me/'),
  })
  .parse(import.meta.env);

/** spec §1: the footer's four social channels. */
export const socialLinks = [
  { id: 'instagram', label: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM_URL },
  { id: 'x', label: 'X', href: env.VITE_SOCIAL_X_URL },
  { id: 'discord', label: 'Discord', href: env.VITE_SOCIAL_DISCORD_URL },
  { id: 'telegram', label: 'Telegram', href: env.VITE_SOCIAL_TELEGRAM_URL },
] as const;

export type SocialChannel = (typeof socialLinks)[number]['id'];

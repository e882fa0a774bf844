/**
 * spec §1: the footer's four social channels (a photo-sharing site, an X-style site, a chat community, a messaging
 * app), in the footer's order. The operator names each one's address (SOCIAL_*_URL, apps/api/src/config.ts) and GET
 * /config tells the browser; a channel nobody set is not shown.
 */
export const SOCIAL_CHANNELS = ['instagram', 'x', 'discord', 'telegram'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** The channels' names as the footer says them (beside each icon, for screen readers). */
export const socialChannelLabels: Record<SocialChannel, string> = {
  instagram: 'Instagram',
  x: 'X',
  discord: 'Discord',
  telegram: 'Telegram',
};

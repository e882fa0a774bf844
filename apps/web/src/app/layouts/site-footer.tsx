import type { ComponentType } from 'react';
import { SOCIAL_CHANNELS, socialChannelLabels, type SocialChannel } from '@scoreline/contracts/plain';
import { Link } from '@/components/link';
import { CameraIcon, ChatIcon, PaperPlaneIcon, XLogoIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { usePublicConfig } from '@/lib/api/public-config';

const channelIcons: Record<SocialChannel, ComponentType<{ className?: string }>> = {
  instagram: CameraIcon,
  x: XLogoIcon,
  discord: ChatIcon,
  telegram: PaperPlaneIcon,
};

const currentYear = new Date().getFullYear();

/**
 * spec §1: the product's social channels, those the operator named (SOCIAL_*_URL, read by the server at start and
 * served by GET /config). A channel nobody set is left out rather than pointed at the network's home page; with none
 * set, so is the whole list. Only http(s) addresses are drawn as links (the server refuses anything else at start).
 */
function useSocialLinks() {
  const links = usePublicConfig()?.socialLinks;
  if (!links) return [];
  return SOCIAL_CHANNELS.flatMap((id) => {
    const href = links[id];
    return href && /^https?:\/\//.test(href) ? [{ id, label: socialChannelLabels[id], href }] : [];
  });
}

export function SiteFooter() {
  const socialLinks = useSocialLinks();
  return (
    <footer className="border-t border-pitch-600 bg-pitch-950">
      <div className="page-container flex flex-col gap-8 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-chalk-muted">
            The tipster league for football fans: call the score, earn the points, top the table.
          </p>
        </div>
        {socialLinks.length > 0 && (
          <nav aria-labelledby="footer-social-heading">
            <h2 id="footer-social-heading" className="display text-sm tracking-widest text-chalk-muted">
              Follow us
            </h2>
            <ul className="mt-3 flex gap-2">
              {socialLinks.map(({ id, label, href }) => {
                const ChannelIcon = channelIcons[id];
                return (
                  <li key={id}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="grid size-11 place-items-center rounded-full border border-pitch-500 text-chalk-muted transition-colors hover:border-accent hover:text-accent"
                    >
                      <ChannelIcon className="size-5" />
                      <span className="sr-only">{`${label} (opens in a new tab)`}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
      <div className="border-t border-pitch-700">
        <div className="page-container flex flex-col-reverse gap-3 py-5 text-sm text-chalk-muted sm:flex-row sm:items-center sm:justify-between">
          <p>© {currentYear} Scoreline. For entertainment only.</p>
          <Link to="/terms-of-use" className="rounded py-1 underline-offset-4 hover:text-chalk hover:underline">
            Terms of Use
          </Link>
        </div>
      </div>
    </footer>
  );
}

import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * The app's in-app link, built from React Router's own parts for custom links (useHref, useLinkClickHandler): an
 * ordinary <a> that the router follows without reloading, and that a modified click, a middle click or a `target`
 * leaves to the browser. React Router's <Link> also carries framework-mode prefetching and view transitions, which
 * this app never uses and which were 1.5 KiB gzip of every page's first load (issue 14, ADR 046).
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on this address itself, not on the addresses under it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
};

/** A link that knows whether it leads to the page on screen (and says so with aria-current). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const isActive = useMatch({ path: useResolvedPath(to).pathname, end }) !== null;
  return <Link {...rest} to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}

import type { MenuItem } from '@stride/shared';
import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { SOCIAL_LINKS, type SocialLink } from '../../lib/social-links';
import type { CurrentUser } from '../../lib/session';
import { Logo } from '../brand/logo';
import { LogoutButton } from '../menus/logout-button';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '../ui/icons';
import { HydrateLater } from '../../lib/hydration/hydrate-later';

const socialIcons: Record<SocialLink['key'], (props: { className?: string }) => ReactNode> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  youtube: YouTubeIcon,
};

export interface FooterProps {
  user: CurrentUser | null;
  /** Footer menu items for this user (`footerMenuFor(user)`). */
  items: MenuItem[];
  /** Injected in tests; defaults to now. */
  year?: number;
}

/**
 * SPEC §2 footer: logo, role-based menu, login/sign-up or logout, four social networks (new tab on the web,
 * an event to the app in the wrappers) and the copyright line.
 */
export function Footer({ user, items, year = new Date().getFullYear() }: FooterProps) {
  return (
    <HydrateLater>
      <footer className="surface-dark bg-ink-950 text-white">
        <Container className="py-14 sm:py-16">
          <div className="footer-grid">
            <div className="max-w-sm">
              <Logo tone="light" />
              <p className="footer-blurb">
                Racehorse syndicates made simple: own a share, follow every race and share the day with your
                fellow owners.
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                {user === null ? (
                  <>
                    <ButtonLink to="/login/" reloadDocument variant="inverse" size="md">
                      Log In
                    </ButtonLink>
                    <ButtonLink to="/register/" reloadDocument variant="inverse-outline" size="md">
                      Sign Up
                    </ButtonLink>
                  </>
                ) : (
                  <LogoutButton variant="inverse-outline" size="md" />
                )}
              </div>
            </div>
            <nav aria-label="Footer">
              <ul className="footer-menu">
                {items.map((item) => (
                  <li key={item.key}>
                    <Link to={item.path} className="footer-link">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="footer-base">
            <p className="text-sm text-white/60">© {year} Stride. All rights reserved.</p>
            <ul className="flex gap-2" aria-label="Social networks">
              {SOCIAL_LINKS.map((link) => {
                const Icon = socialIcons[link.key];
                return (
                  <li key={link.key}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      // In the wrappers the app opens it and records the click (lib/native links).
                      data-native-source="social"
                      data-social-network={link.key}
                      className="social-link"
                    >
                      <Icon />
                      <span className="sr-only">{`${link.label} (opens in a new tab)`}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </Container>
      </footer>
    </HydrateLater>
  );
}

/** Wraps a banner in its link: internal paths through the router, absolute URLs in a new tab, none as is. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import css from './zone-home.module.css';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

export default function BannerLink({ url, label, children }: { url: string | null; label: string; children: ReactNode }) {
  if (!url) return <div className={css.bannerLink}>{children}</div>;
  if (ABSOLUTE.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label} className={css.bannerLink}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} aria-label={label} className={css.bannerLink}>
      {children}
    </Link>
  );
}

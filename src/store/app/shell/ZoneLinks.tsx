/** The zone's menu links in the header bar: the first four inline, the rest under 'Ver más'. */
import { Suspense, useState } from 'react';
import { lazyThemed } from '../../components/mui/lazy-themed';
import { Link } from 'react-router';
import type { LinkMenu } from '../../lib/types';
import { sortedLinks } from '../../lib/zone-rules';
import { PlainIcon } from '../../components/PlainIcon';
import css from './shell.module.css';

const INLINE_LINKS = 4;

// MUI's Menu (popover, modal, transitions) loads on the first click of 'Ver más'
const ZoneLinksMore = lazyThemed(() => import('./ZoneLinksMore'));

export default function ZoneLinks({ links }: { links: LinkMenu[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sorted = sortedLinks(links);
  const inline = sorted.slice(0, INLINE_LINKS);
  const more = sorted.slice(INLINE_LINKS);
  return (
    <nav aria-label="Enlaces de la zona" className={css.zoneLinks}>
      {inline.map((l) =>
        l.externo ? (
          <a key={l.id} href={l.url} target="_blank" rel="noopener noreferrer" className={css.barButton}>
            {l.nombre}
          </a>
        ) : (
          <Link key={l.id} to={l.url} className={css.barButton}>
            {l.nombre}
          </Link>
        ),
      )}
      {more.length > 0 && (
        <>
          <button type="button" className={css.barButton} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
            Ver más
            <PlainIcon name="arrowDown" size={20} />
          </button>
          {anchor && (
            <Suspense fallback={null}>
              <ZoneLinksMore links={more} anchor={anchor} onClose={() => setAnchor(null)} />
            </Suspense>
          )}
        </>
      )}
    </nav>
  );
}

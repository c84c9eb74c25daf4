/** The zone's menu links in the header bar: the first four inline, the rest under 'Ver más'. */
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { LinkMenu } from '../../lib/types';
import { sortedLinks } from '../../lib/zone-rules';
import { zoneLinkTarget } from './zone-link-target';

const INLINE_LINKS = 4;

// MUI's Menu (popover, modal, transitions) loads on the first click of 'Ver más'
const ZoneLinksMore = lazy(() => import('./ZoneLinksMore'));

export default function ZoneLinks({ links }: { links: LinkMenu[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sorted = sortedLinks(links);
  const inline = sorted.slice(0, INLINE_LINKS);
  const more = sorted.slice(INLINE_LINKS);
  return (
    <nav aria-label="Enlaces de la zona" style={{ display: 'flex', gap: 4, flexWrap: 'nowrap', overflow: 'hidden' }}>
      {inline.map((l) => (
        <Button key={l.id} color="inherit" {...zoneLinkTarget(l)} sx={{ whiteSpace: 'nowrap' }}>
          {l.nombre}
        </Button>
      ))}
      {more.length > 0 && (
        <>
          <Button color="inherit" endIcon={<KeyboardArrowDown />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
            Ver más
          </Button>
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

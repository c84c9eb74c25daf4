/** The zone's configurable menu links, by prioridad: a few inline and the rest under 'Ver más'. */
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import LinkBehavior from '../../components/LinkBehavior';
import type { LinkMenu } from '../../lib/types';
import { sortedLinks } from '../../lib/zone-rules';

const INLINE_LINKS = 4;

/** External links open in a new tab; internal ones go through the router. */
function target(link: LinkMenu) {
  return link.externo
    ? { component: 'a' as const, href: link.url, target: '_blank', rel: 'noopener noreferrer' }
    : { component: LinkBehavior, href: link.url };
}

export default function ZoneLinks({ links, variant }: { links: LinkMenu[]; variant: 'bar' | 'list' }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sorted = sortedLinks(links);

  if (variant === 'list') {
    return (
      <List dense aria-label="Enlaces de la zona">
        {sorted.map((l) => (
          <ListItemButton key={l.id} {...target(l)}>
            <ListItemText primary={l.nombre} />
            {l.externo && <OpenInNew fontSize="small" color="action" />}
          </ListItemButton>
        ))}
      </List>
    );
  }

  const inline = sorted.slice(0, INLINE_LINKS);
  const more = sorted.slice(INLINE_LINKS);
  return (
    <nav aria-label="Enlaces de la zona" style={{ display: 'flex', gap: 4, flexWrap: 'nowrap', overflow: 'hidden' }}>
      {inline.map((l) => (
        <Button key={l.id} color="inherit" {...target(l)} sx={{ whiteSpace: 'nowrap' }}>
          {l.nombre}
        </Button>
      ))}
      {more.length > 0 && (
        <>
          <Button color="inherit" endIcon={<KeyboardArrowDown />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
            Ver más
          </Button>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={() => setAnchor(null)}>
            {more.map((l) => (
              <MenuItem key={l.id} {...target(l)}>
                {l.nombre}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </nav>
  );
}

/** The open 'Ver más' menu of the zone's links (loaded on the first click, not with the header). */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LinkMenu } from '../../lib/types';
import { zoneLinkTarget } from './zone-link-target';

export default function ZoneLinksMore({ links, anchor, onClose }: { links: LinkMenu[]; anchor: HTMLElement; onClose(): void }) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose} onClick={onClose}>
      {links.map((l) => (
        <MenuItem key={l.id} {...zoneLinkTarget(l)}>
          {l.nombre}
        </MenuItem>
      ))}
    </Menu>
  );
}

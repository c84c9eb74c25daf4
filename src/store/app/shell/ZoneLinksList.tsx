/** The zone's menu links as a list (the navigation drawer on phones). */
import OpenInNew from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { LinkMenu } from '../../lib/types';
import { sortedLinks } from '../../lib/zone-rules';
import { zoneLinkTarget } from './zone-link-target';

export default function ZoneLinksList({ links }: { links: LinkMenu[] }) {
  return (
    <List dense aria-label="Enlaces de la zona">
      {sortedLinks(links).map((l) => (
        <ListItemButton key={l.id} {...zoneLinkTarget(l)}>
          <ListItemText primary={l.nombre} />
          {l.externo && <OpenInNew fontSize="small" color="action" />}
        </ListItemButton>
      ))}
    </List>
  );
}

import OpenInNew from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LinkBehavior from '../../components/LinkBehavior';
import type { LinkMenu } from '../../lib/types';
import { sortedLinks } from '../../lib/zone-rules';

/** The zone's menu links as chips, highest prioridad first. */
export default function ZoneLinkChips({ links }: { links: LinkMenu[] }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sortedLinks(links).map((l) =>
        l.externo ? (
          <Chip
            key={l.id}
            label={l.nombre}
            component="a"
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            clickable
            icon={<OpenInNew />}
            variant="outlined"
            color="primary"
          />
        ) : (
          <Chip key={l.id} label={l.nombre} component={LinkBehavior} href={l.url} clickable color="primary" />
        ),
      )}
    </Stack>
  );
}

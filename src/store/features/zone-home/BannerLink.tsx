/** Wraps a banner in its link: internal paths through the router, absolute URLs in a new tab, none as is. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import LinkBehavior from '../../components/LinkBehavior';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

export default function BannerLink({ url, label, children }: { url: string | null; label: string; children: ReactNode }) {
  const sx = { display: 'block', color: 'inherit', borderRadius: 'inherit' };
  if (!url) return <Box sx={sx}>{children}</Box>;
  if (ABSOLUTE.test(url)) {
    return (
      <Box component="a" href={url} target="_blank" rel="noopener noreferrer" aria-label={label} sx={sx}>
        {children}
      </Box>
    );
  }
  return (
    <Box component={LinkBehavior} href={url} aria-label={label} sx={sx}>
      {children}
    </Box>
  );
}

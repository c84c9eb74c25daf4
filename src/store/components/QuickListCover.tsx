/** A quick list's picture, or a soft checklist drawing when it has none. */
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import type { ImagenProcesada } from '../lib/images';
import ResponsiveImage from './ResponsiveImage';

export default function QuickListCover({ imagen, sizes, ratio = '2 / 1' }: { imagen: ImagenProcesada | null; sizes: string; ratio?: string }) {
  if (imagen) return <ResponsiveImage imagen={imagen} alt="" ratio={ratio} sizes={sizes} />;
  return (
    <Box sx={{ aspectRatio: ratio, display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #e4f3e3, #fff4e0)' }}>
      <PlaylistAddCheck aria-hidden sx={{ fontSize: 56, color: 'primary.main', opacity: 0.7 }} />
    </Box>
  );
}

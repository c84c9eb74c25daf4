/** The product's images: a big one and, when there are several, thumbnails to switch between them. */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import ResponsiveImage from '../../components/ResponsiveImage';
import type { ImagenProcesada } from '../../lib/images';

export default function ProductGallery({ imagenes, nombre }: { imagenes: ImagenProcesada[]; nombre: string }) {
  const [selected, setSelected] = useState(0);
  const main = imagenes[selected] ?? imagenes[0] ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ResponsiveImage
        imagen={main}
        alt={nombre}
        ratio="1 / 1"
        fit="contain"
        eager
        sizes="(max-width: 899px) 100vw, 560px"
        sx={{ borderRadius: 4, bgcolor: '#fff', border: '1px solid #e2eadf' }}
      />
      {imagenes.length > 1 && (
        <Box role="group" aria-label="Imágenes del producto" sx={{ display: 'flex', gap: 1, overflowX: 'auto' }}>
          {imagenes.map((img, i) => (
            <ButtonBase
              key={img.sizes.sm}
              aria-label={`Ver imagen ${i + 1}`}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
              sx={{ width: 72, flexShrink: 0, borderRadius: 2, overflow: 'hidden', outline: i === selected ? '2px solid' : '1px solid', outlineColor: i === selected ? 'primary.main' : '#e2eadf' }}
            >
              <ResponsiveImage imagen={img} alt="" ratio="1 / 1" fit="contain" sizes="72px" />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}

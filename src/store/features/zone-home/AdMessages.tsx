/** The zone's advertising messages as a slim strip; on narrow screens it scrolls sideways. */
import Campaign from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MensajePublicidad } from '../../../shared/contracts/catalog-pages';

export default function AdMessages({ mensajes }: { mensajes: MensajePublicidad[] }) {
  if (mensajes.length === 0) return null;
  return (
    <Box
      component="aside"
      aria-label="Avisos"
      // it scrolls sideways on a phone: reachable with the keyboard too
      tabIndex={0}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderRadius: 999, bgcolor: '#fff4e0', color: '#7a4100', overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      <Campaign fontSize="small" aria-hidden sx={{ flexShrink: 0 }} />
      <Box component="ul" sx={{ display: 'flex', gap: 3, m: 0, p: 0, listStyle: 'none', mx: { md: 'auto' } }}>
        {mensajes.map((m) => (
          <Typography key={m.id} component="li" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {m.mensaje}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import { EstatusChip } from './EstatusChip';
import { fechaHora } from './format';
import { Seccion } from './Seccion';

/** Every status the order went through, newest last, with who moved it and the note. */
export function PedidoHistorial() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  if (!o) return null;
  return (
    <Seccion titulo="resources.pedido.detalle.historial">
      <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {o.historial.map((h, i) => (
          <Box component="li" key={h.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: i === o.historial.length - 1 ? 'primary.main' : 'grey.400' }} />
              {i < o.historial.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'grey.300', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: 2 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <EstatusChip estatus={h.estatus.id} />
                <Typography variant="caption" color="text.secondary">
                  {fechaHora(h.fechaHora)} · {h.autor ?? translate('resources.pedido.historial.cliente')}
                </Typography>
              </Stack>
              {h.nota && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {h.nota}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
      {o.calificacion && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.pedido.historial.calificacion', { puntuacion: '★'.repeat(o.calificacion.puntuacion) })}
          {o.calificacion.comentario ? ` «${o.calificacion.comentario}»` : ''}
        </Typography>
      )}
    </Seccion>
  );
}

/**
 * The advertising screen (spec: publicidad/zona/{zona}): one tab per zone of the staff member, gathering
 * the zone's sliders, offer images, messages, menu links and featured groups, with a phone-width preview
 * of the zone home at a chosen moment.
 */
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import type { EstadisticaPublicidad, PublicidadZona } from '../../shared/contracts/admin-publicidad';
import type { Inicio } from '../../shared/contracts/catalog-pages';
import { apiGet, fromLocalInput, toLocalInput } from './api';
import M from './messages';
import { ZoneTabs } from './parts';
import { Destacados } from './Destacados';
import { Links, Mensajes, Ofertas, Sliders } from './Secciones';

function VistaPrevia({ zona }: { zona: string }) {
  const [momento, setMomento] = useState(toLocalInput(new Date().toISOString()));
  const [asked, setAsked] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['publicidad', zona, 'vista', asked],
    queryFn: () => apiGet<Inicio>(`publicidad/zona/${zona}/vista${asked ? `?momento=${encodeURIComponent(asked)}` : ''}`),
  });
  const home = preview.data;
  return (
    <Card variant="outlined">
      <CardHeader title={M.vista.titulo} titleTypographyProps={{ variant: 'h6', component: 'h2' }} subheader={M.vista.ayuda} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField id="vista-momento" type="datetime-local" size="small" label={M.vista.momento} value={momento} onChange={(e) => setMomento(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="outlined" onClick={() => setAsked(fromLocalInput(momento))}>
            {M.vista.ver}
          </Button>
        </Stack>
        <Box data-testid="vista-previa" sx={{ width: 360, maxWidth: '100%', border: 8, borderColor: 'grey.800', borderRadius: 4, overflow: 'hidden', bgcolor: '#f6f8f4', mx: 'auto' }}>
          {!home ? (
            <Box sx={{ p: 4, textAlign: 'center' }}>
              <CircularProgress aria-label="Cargando" />
            </Box>
          ) : (
            <Stack spacing={1} tabIndex={0} role="region" aria-label={M.vista.titulo} sx={{ p: 1, maxHeight: 560, overflowY: 'auto' }}>
              {home.mensajePublicidad.length > 0 && (
                <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 1, py: 0.5, borderRadius: 1 }}>
                  {home.mensajePublicidad.map((m) => (
                    <Typography key={m.id} variant="caption" component="p">
                      {m.mensaje}
                    </Typography>
                  ))}
                </Box>
              )}
              {home.slider.length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {M.vista.sinSliders}
                </Typography>
              ) : (
                home.slider.map((s) => <img key={s.id} src={(s.imagenMovil ?? s.imagen).sizes.md} alt={s.titulo} style={{ width: '100%', borderRadius: 8, display: 'block' }} />)
              )}
              <Stack direction="row" spacing={1}>
                {home.imagenOferta.map((o) => (
                  <img key={o.id} src={o.imagen.sizes.sm} alt="" style={{ width: `${100 / Math.max(1, home.imagenOferta.length)}%`, borderRadius: 6 }} />
                ))}
              </Stack>
              {home.destacado.map((d) => (
                <Box key={d.id}>
                  <Typography variant="subtitle2" component="h3">
                    {d.nombre}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {M.vista.productos.replace('%{n}', String(d.total))}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {d.producto.slice(0, 6).map((p) => (
                      <Box key={p.id} sx={{ width: 64, flexShrink: 0 }}>
                        {p.imagen && <img src={p.imagen.sizes.sm} alt={p.nombre} width={64} height={64} style={{ objectFit: 'contain', background: '#fff', borderRadius: 4 }} />}
                      </Box>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export function PublicidadPage() {
  const [zona, setZona] = useState<string | null>(null);
  const full = useQuery({ queryKey: ['publicidad', zona], enabled: zona !== null, queryFn: () => apiGet<PublicidadZona>(`publicidad/zona/${zona}`) });
  // views and clicks of the last 30 days (a sub-key: saving a row reloads them too)
  const stats = useQuery({ queryKey: ['publicidad', zona, 'estadistica'], enabled: zona !== null, queryFn: () => apiGet<EstadisticaPublicidad[]>(`publicidad/zona/${zona}/estadistica`) });
  const client = useQueryClient();
  // the zone's rows and its preview
  const reload = () => client.invalidateQueries({ queryKey: ['publicidad', zona] });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={M.titulo} />
      <ZoneTabs area="publicidad" zona={zona} onChange={setZona} />
      {full.error && <Alert severity="error">{full.error.message}</Alert>}
      {zona && full.data && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Sliders zona={zona} data={full.data} reload={reload} stats={stats.data} />
            <Mensajes zona={zona} data={full.data} reload={reload} />
            <Destacados zona={zona} data={full.data} reload={reload} stats={stats.data} />
            <Ofertas zona={zona} data={full.data} reload={reload} stats={stats.data} />
            <Links zona={zona} data={full.data} reload={reload} />
          </Stack>
          <Box sx={{ width: { xs: '100%', lg: 400 }, flexShrink: 0 }}>
            <VistaPrevia key={zona} zona={zona} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}

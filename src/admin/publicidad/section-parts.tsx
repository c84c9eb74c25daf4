/** What every section of the zone advertising screen shares: its card, row actions, validity inputs and click-through. */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardHeader, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type {
  EstadisticaPublicidad,
  ImagenSubida,
  PublicidadZona,
  TipoEventoPublicidad,
} from '../../shared/contracts/admin-publicidad';
import { apiSend } from './api';
import M from './messages';

export type Kind = 'slider' | 'imagen-oferta' | 'mensaje-publicidad' | 'link-menu' | 'destacado';
export type Img = ImagenSubida['imagen'];

export interface SectionProps {
  zona: string;
  data: PublicidadZona;
  reload: () => Promise<unknown>;
  /** Views and clicks of the last 30 days (sliders, offer images, featured groups). */
  stats?: EstadisticaPublicidad[];
}

const entero = new Intl.NumberFormat('es-VE');
const porcentaje = new Intl.NumberFormat('es-VE', { style: 'percent', maximumFractionDigits: 1 });

/** 'Vistas / Clics / CTR' of a row over the last 30 days. */
export function ClickThrough({ stats, tipo, id }: { stats: EstadisticaPublicidad[] | undefined; tipo: TipoEventoPublicidad; id: number }) {
  const s = stats?.find((e) => e.tipo === tipo && e.id === id) ?? { vistas: 0, clics: 0 };
  const ctr = s.vistas > 0 ? porcentaje.format(s.clics / s.vistas) : '—';
  const text = `${entero.format(s.vistas)} / ${entero.format(s.clics)} / ${ctr}`;
  return (
    <Tooltip title={M.ctr.ayuda}>
      <Typography variant="caption" color="text.secondary" data-testid={`ctr-${tipo}-${id}`} aria-label={`${M.ctr.etiqueta}: ${text}`} sx={{ display: 'block', whiteSpace: 'nowrap', flexShrink: 0 }}>
        {text}
      </Typography>
    </Tooltip>
  );
}

export const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString('es-VE', { dateStyle: 'short', timeStyle: 'short' }) : '…');

export function useRowActions(zona: string, kind: Kind, reload: () => Promise<unknown>) {
  const notify = useNotify();
  const base = `publicidad/zona/${zona}/${kind}`;
  const run = async (call: Promise<unknown>, message: string) => {
    try {
      await call;
      notify(message, { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
    await reload();
  };
  return {
    base,
    reorder: (ids: number[]) => run(apiSend('PUT', `${base}/orden`, { id: ids }), M.ordenGuardado),
    toggle: (id: number) => run(apiSend('PUT', `${base}/${id}/estatus`, {}), M.guardado),
    save: async (body: unknown, id?: number) => {
      await (id ? apiSend('PUT', `${base}/${id}/editar`, body) : apiSend('POST', `${base}/registrar`, body));
      notify(M.guardado, { type: 'success' });
      await reload();
    },
  };
}

export function Section({ title, onAdd, addLabel, children, empty }: { title: string; onAdd: () => void; addLabel: string; children: ReactNode; empty: string | null }) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button variant="contained" size="small" onClick={onAdd}>
            {addLabel}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

export function RowActions({ nombre, estatus, onEdit, onToggle }: { nombre: string; estatus: number; onEdit: () => void; onToggle: () => void }) {
  return (
    <>
      <Switch checked={estatus === 1} onChange={onToggle} slotProps={{ input: { 'aria-label': `${M.activar}: ${nombre}` } }} size="small" />
      <IconButton size="small" aria-label={`${M.editar} ${nombre}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
    </>
  );
}

export function Vigencia({ desde, hasta, setDesde, setHasta, errors }: { desde: string; hasta: string; setDesde: (v: string) => void; setHasta: (v: string) => void; errors: Record<string, string> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="vigenciaDesde"
        type="datetime-local"
        label={M.vigenciaDesde}
        value={desde}
        onChange={(e) => setDesde(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.vigenciaDesde)}
        helperText={errors.vigenciaDesde ?? M.vigenciaAyuda}
        fullWidth
      />
      <TextField
        id="vigenciaHasta"
        type="datetime-local"
        label={M.vigenciaHasta}
        value={hasta}
        onChange={(e) => setHasta(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.vigenciaHasta)}
        helperText={errors.vigenciaHasta ?? M.vigenciaAyuda}
        fullWidth
      />
    </Stack>
  );
}

export const Thumb = ({ img }: { img: Img | null }) => (
  <Box sx={{ width: 96, height: 40, flexShrink: 0, borderRadius: 0.5, overflow: 'hidden', bgcolor: 'action.hover' }}>{img && <img src={img.sizes.sm} alt="" width={96} height={40} style={{ objectFit: 'cover' }} />}</Box>
);

// ---- sliders ----------------------------------------------------------------------------------------

import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Card,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { SucursalFila, SucursalFormRegistrar, TiendaFila } from '../../shared/contracts/admin-stores';
import type { AdminDataProvider } from '../providers/data-provider';
import { EstatusChip } from '../common/AreaList';
import { SucursalDialog } from './SucursalDialog';
import { SucursalEstatusButton } from './SucursalEstatusButton';

const t = (key: string) => `resources.tienda.sucursal.${key}`;

/** The store's branches in the caller's zones, with registration and editing in dialogs. */
export function SucursalesSection() {
  const tienda = useRecordContext<TiendaFila>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [dialog, setDialog] = useState<{ sucursal: SucursalFila | null } | null>(null);
  const base = tienda ? `tienda/${tienda.id}/sucursal` : null;
  const branches = useQuery({
    queryKey: ['sucursales', base],
    enabled: base !== null,
    queryFn: () =>
      dataProvider.getCustom<SucursalFila[]>(base!, { sort: JSON.stringify(['nombre', 'ASC']), range: JSON.stringify([0, 499]) }),
  });
  const zones = useQuery({
    queryKey: ['sucursal-zonas', base],
    enabled: base !== null,
    queryFn: () => dataProvider.getCustom<SucursalFormRegistrar>(`${base}/formregistrar`),
  });
  // the spec's tienda/{t}/sucursal/registrar and sucursal/{s}[/editar] arrive as ?sucursal=registrar|<id>
  const [params, setParams] = useSearchParams();
  const wanted = params.get('sucursal');
  const linked = wanted === 'registrar' ? null : branches.data?.find((s) => String(s.id) === wanted);
  const fromUrl = wanted === 'registrar' || linked ? { sucursal: linked ?? null } : null;
  const open = dialog ?? fromUrl;
  const close = () => {
    setDialog(null);
    if (wanted)
      setParams(
        (p) => {
          p.delete('sucursal');
          return p;
        },
        { replace: true },
      );
  };
  if (!tienda) return null;
  const zona = zones.data?.zona ?? [];
  const reload = () => void branches.refetch();

  return (
    <Box component="section" aria-labelledby="sucursales-titulo" sx={{ mt: 3, width: '100%' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography id="sucursales-titulo" component="h2" variant="h6">
          {translate(t('titulo'))}
        </Typography>
        <Button label={t('registrar')} onClick={() => setDialog({ sucursal: null })} disabled={zona.length === 0} variant="contained">
          <AddIcon />
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(zones.isSuccess && zona.length === 0 ? t('sin_zonas') : t('solo_sus_zonas'))}
      </Typography>
      {branches.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : branches.isError ? (
        <Alert severity="error">{translate(t('error'))}</Alert>
      ) : branches.data.length === 0 ? (
        <Typography variant="body2">{translate(t('vacio'))}</Typography>
      ) : small ? (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {branches.data.map((s) => (
            <Card key={s.id} component="li" variant="outlined">
              <CardContent>
                <Stack direction="row" justifyContent="space-between" alignItems="center">
                  <Typography component="h3" variant="subtitle1">
                    {s.nombre}
                  </Typography>
                  <EstatusChip estatus={s.estatus} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {s.zonaNombre} · {s.direccion || '—'}
                </Typography>
                <Typography variant="body2">
                  {translate(t('fields.productosConExistencia'))}: {s.productosConExistencia}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button label={t('editar')} onClick={() => setDialog({ sucursal: s })}>
                    <EditIcon />
                  </Button>
                  <SucursalEstatusButton sucursal={s} onChanged={reload} />
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="sucursales-titulo">
            <TableHead>
              <TableRow>
                {['nombre', 'zonaNombre', 'direccion', 'productosConExistencia', 'estatus', 'acciones'].map((f) => (
                  <TableCell key={f} align={f === 'productosConExistencia' ? 'right' : 'left'}>
                    {translate(t(`fields.${f}`))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {branches.data.map((s) => (
                <TableRow key={s.id} hover>
                  <TableCell>{s.nombre}</TableCell>
                  <TableCell>{s.zonaNombre}</TableCell>
                  <TableCell>{s.direccion || '—'}</TableCell>
                  <TableCell align="right">{s.productosConExistencia}</TableCell>
                  <TableCell>
                    <EstatusChip estatus={s.estatus} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate(t('editar_nombre'), { nombre: s.nombre })}>
                      <IconButton aria-label={translate(t('editar_nombre'), { nombre: s.nombre })} size="small" onClick={() => setDialog({ sucursal: s })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <SucursalEstatusButton sucursal={s} onChanged={reload} compact />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {open && (
        <SucursalDialog
          tiendaId={tienda.id}
          sucursal={open.sucursal}
          zonas={zona}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
    </Box>
  );
}

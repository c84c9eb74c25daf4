import ListIcon from '@mui/icons-material/ListAlt';
import { Alert, Box, LinearProgress, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DateTimeInput, maxLength, minValue, NumberInput, required, SelectInput, TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AreaConSectores, AreaZona, DireccionZona, EnvioBloqueo, HorarioZona, OcupacionVentana, SectorZona, ZonaAdmin } from '../../shared/contracts/admin-zones';
import { Estatus } from '../../shared/enums';
import { ESTATUS_CHOICES } from '../common/choices';
import { fechaHora } from '../common/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { SubTabla, type Columna } from './SubTabla';

const k = (key: string) => `resources.zona.entrega.${key}`;
const DIAS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const DIA_CHOICES = DIAS.map((name, id) => ({ id, name }));
const TIPO_CHOICES = [
  { id: 1, name: 'Delivery' },
  { id: 2, name: 'Retiro en tienda' },
];
const optionalInt = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const estatusOf = (v: Record<string, unknown>) => Number(v.estatus ?? Estatus.ACTIVO);

function useZona() {
  return useRecordContext<ZonaAdmin>();
}

// ---- areas, their sectors and schedules --------------------------------------------------------------

const areaBody = (v: Record<string, unknown>) => ({
  nombre: String(v.nombre ?? '').trim(),
  costoEnvio: String(v.costoEnvio ?? '').trim(),
  tiempoEnvio: Number(v.tiempoEnvio ?? 0),
  estatus: estatusOf(v),
});

const horarioColumnas: Columna<HorarioZona>[] = [
  { key: 'dia', label: k('campos.diaSemana'), render: (h) => DIAS[h.diaSemana] },
  { key: 'horas', label: k('campos.horas'), render: (h) => `${h.horaInicio} a ${h.horaFin}` },
  { key: 'capacidad', label: k('campos.capacidad'), align: 'right', render: (h) => h.capacidad ?? '—' },
  { key: 'corte', label: k('campos.corteMinutos'), align: 'right', render: (h) => (h.corteMinutos === null ? '—' : `${h.corteMinutos} min`) },
];

const horarioFields = {
  rest: (v: Record<string, unknown>) => ({
    diaSemana: Number(v.diaSemana),
    horaInicio: String(v.horaInicio ?? '').slice(0, 5),
    horaFin: String(v.horaFin ?? '').slice(0, 5),
    capacidad: optionalInt(v.capacidad),
    corteMinutos: optionalInt(v.corteMinutos),
    estatus: estatusOf(v),
  }),
};

function HorarioInputs() {
  return (
    <>
      <SelectInput source="diaSemana" label={k('campos.diaSemana')} choices={DIA_CHOICES} validate={required()} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="horaInicio" label={k('campos.horaInicio')} type="time" validate={required()} sx={{ flex: 1 }} />
        <TextInput source="horaFin" label={k('campos.horaFin')} type="time" validate={required()} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput source="capacidad" label={k('campos.capacidad')} helperText={k('ayuda.capacidad')} validate={minValue(1)} step={1} sx={{ flex: 1 }} />
        <NumberInput source="corteMinutos" label={k('campos.corteMinutos')} helperText={k('ayuda.corte')} validate={minValue(0)} step={5} sx={{ flex: 1 }} />
      </Stack>
      <SelectInput source="estatus" label={k('campos.estatus')} choices={ESTATUS_CHOICES} validate={required()} />
    </>
  );
}

function AreaDetalle({ zona, area }: { zona: string; area: AreaZona }) {
  return (
    <Box sx={{ pl: { md: 2 }, borderLeft: { md: 3 }, borderColor: { md: 'divider' } }}>
      <SubTabla<SectorZona>
        titulo={k('sectores_de')}
        vacio={k('sin_sectores')}
        lista={`zona/${zona}/fullsector`}
        leer={(json) => (json as AreaConSectores[]).find((a) => a.id === area.id)?.sector ?? []}
        recurso={`zona/${zona}/sector`}
        columnas={[{ key: 'nombre', label: k('campos.nombre'), render: (s) => s.nombre }]}
        nombre={(s) => s.nombre}
        textos={{ registrar: k('registrar_sector'), editar: k('editar_sector'), guardado: k('guardado') }}
        body={(v) => ({ areaId: area.id, nombre: String(v.nombre ?? '').trim(), estatus: estatusOf(v) })}
        defaults={{ areaId: area.id, estatus: Estatus.ACTIVO }}
        estatus
        form={
          <>
            <TextInput source="nombre" label={k('campos.nombre')} validate={[required(), maxLength(100)]} fullWidth autoFocus />
            <SelectInput source="estatus" label={k('campos.estatus')} choices={ESTATUS_CHOICES} validate={required()} />
          </>
        }
      />
      <SubTabla<HorarioZona>
        titulo={k('horarios_de')}
        vacio={k('sin_horarios')}
        lista={`zona/${zona}/horario`}
        filtro={(h) => h.areaId === area.id}
        recurso={`zona/${zona}/horario`}
        columnas={horarioColumnas}
        nombre={(h) => `${DIAS[h.diaSemana]} ${h.horaInicio}`}
        textos={{ registrar: k('registrar_horario'), editar: k('editar_horario'), guardado: k('guardado') }}
        body={(v) => ({ areaId: area.id, ...horarioFields.rest(v) })}
        defaults={{ areaId: area.id, diaSemana: 1, capacidad: null, corteMinutos: null, estatus: Estatus.ACTIVO }}
        estatus
        form={<HorarioInputs />}
      />
    </Box>
  );
}

/** The zone's delivery areas; choosing one shows its sectors and schedules. */
export function AreasTab() {
  const zona = useZona();
  const translate = useTranslate();
  const [area, setArea] = useState<AreaZona | null>(null);
  if (!zona) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <SubTabla<AreaZona>
        titulo={k('areas')}
        vacio={k('sin_areas')}
        lista={`zona/${zona.slug}/arealistado`}
        recurso={`zona/${zona.slug}/area`}
        columnas={[
          { key: 'nombre', label: k('campos.nombre'), render: (a) => a.nombre },
          { key: 'costo', label: k('campos.costoEnvio'), align: 'right', render: (a) => `$${a.costoEnvio}` },
          { key: 'tiempo', label: k('campos.tiempoEnvio'), align: 'right', render: (a) => `${a.tiempoEnvio} min` },
          { key: 'sectores', label: k('campos.sectores'), align: 'right', render: (a) => a.sectores },
          { key: 'horarios', label: k('campos.horarios'), align: 'right', render: (a) => a.horarios },
        ]}
        nombre={(a) => a.nombre}
        textos={{ registrar: k('registrar_area'), editar: k('editar_area'), guardado: k('guardado') }}
        body={areaBody}
        defaults={{ costoEnvio: '0.00', tiempoEnvio: 180, estatus: Estatus.ACTIVO }}
        estatus
        acciones={(a) => (
          <Button label={k('ver_area')} onClick={() => setArea(a)} aria-label={`${translate(k('ver_area'))}: ${a.nombre}`}>
            <ListIcon />
          </Button>
        )}
        form={
          <>
            <TextInput source="nombre" label={k('campos.nombre')} validate={[required(), maxLength(100)]} fullWidth autoFocus />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
              <TextInput source="costoEnvio" label={k('campos.costoEnvio')} helperText={k('ayuda.costo')} validate={required()} sx={{ flex: 1 }} />
              <NumberInput source="tiempoEnvio" label={k('campos.tiempoEnvio')} validate={[required(), minValue(0)]} step={15} sx={{ flex: 1 }} />
            </Stack>
            <SelectInput source="estatus" label={k('campos.estatus')} choices={ESTATUS_CHOICES} validate={required()} />
          </>
        }
      />
      {area && (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate(k('area_elegida'), { nombre: area.nombre })}
          </Typography>
          <AreaDetalle key={area.id} zona={zona.slug} area={area} />
        </>
      )}
    </Box>
  );
}

// ---- pickup schedules --------------------------------------------------------------------------------

export function HorariosRetiroTab() {
  const zona = useZona();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const direcciones = useQuery({
    queryKey: ['zona-sub', `zona/${zona?.slug}/direccion`],
    enabled: !!zona,
    queryFn: () => dataProvider.getCustom<DireccionZona[]>(`zona/${zona!.slug}/direccion`),
  });
  if (!zona) return null;
  const nombreDe = (id: number | null) => direcciones.data?.find((d) => d.id === id)?.nombre ?? `#${id}`;
  return (
    <SubTabla<HorarioZona>
      titulo={k('horarios_retiro')}
      vacio={k('sin_horarios_retiro')}
      lista={`zona/${zona.slug}/horariopickuplistado`}
      recurso={`zona/${zona.slug}/horario-pickup`}
      columnas={[{ key: 'direccion', label: k('campos.direccion'), render: (h) => nombreDe(h.direccionZonaId) }, ...horarioColumnas]}
      nombre={(h) => `${nombreDe(h.direccionZonaId)}, ${DIAS[h.diaSemana]} ${h.horaInicio}`}
      textos={{ registrar: k('registrar_horario'), editar: k('editar_horario'), guardado: k('guardado') }}
      body={(v) => ({ direccionZonaId: Number(v.direccionZonaId), ...horarioFields.rest(v) })}
      defaults={{ direccionZonaId: direcciones.data?.[0]?.id ?? null, diaSemana: 1, capacidad: null, corteMinutos: null, estatus: Estatus.ACTIVO }}
      estatus
      form={
        <>
          <SelectInput
            source="direccionZonaId"
            label={k('campos.direccion')}
            choices={(direcciones.data ?? []).map((d) => ({ id: d.id, name: d.nombre }))}
            validate={required()}
            fullWidth
          />
          <HorarioInputs />
        </>
      }
    />
  );
}

// ---- shipping blocks ---------------------------------------------------------------------------------

export function BloqueosTab() {
  const zona = useZona();
  const translate = useTranslate();
  if (!zona) return null;
  return (
    <SubTabla<EnvioBloqueo>
      titulo={k('bloqueos')}
      vacio={k('sin_bloqueos')}
      lista={`zona/${zona.slug}/enviobloqueolistado`}
      recurso={`zona/${zona.slug}/envio-bloqueo`}
      columnas={[
        { key: 'desde', label: k('campos.desde'), render: (b) => fechaHora(b.desde) },
        { key: 'hasta', label: k('campos.hasta'), render: (b) => fechaHora(b.hasta) },
        { key: 'tipo', label: k('campos.tipoEnvio'), render: (b) => TIPO_CHOICES.find((c) => c.id === b.tipoEnvio)?.name ?? translate(k('todos')) },
        { key: 'motivo', label: k('campos.motivo'), render: (b) => b.motivo || '—' },
      ]}
      nombre={(b) => `${fechaHora(b.desde)} – ${fechaHora(b.hasta)}`}
      textos={{ registrar: k('registrar_bloqueo'), editar: k('editar_bloqueo'), guardado: k('guardado') }}
      body={(v) => ({
        tipoEnvio: v.tipoEnvio ? Number(v.tipoEnvio) : null,
        desde: new Date(String(v.desde)).toISOString(),
        hasta: new Date(String(v.hasta)).toISOString(),
        motivo: String(v.motivo ?? '').trim(),
      })}
      defaults={{ tipoEnvio: null, motivo: '' }}
      eliminar
      form={
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
            <DateTimeInput source="desde" label={k('campos.desde')} validate={required()} sx={{ flex: 1 }} />
            <DateTimeInput source="hasta" label={k('campos.hasta')} validate={required()} sx={{ flex: 1 }} />
          </Stack>
          <SelectInput source="tipoEnvio" label={k('campos.tipoEnvio')} choices={TIPO_CHOICES} emptyText={k('todos')} fullWidth />
          <TextInput source="motivo" label={k('campos.motivo')} validate={maxLength(200)} fullWidth />
        </>
      }
    />
  );
}

// ---- window fill -------------------------------------------------------------------------------------

/** Each window of the coming days with a capacity or orders: orders / capacity. */
export function OcupacionTab() {
  const zona = useZona();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fill = useQuery({
    queryKey: ['zona-sub', `zona/${zona?.slug}/ocupacion`],
    enabled: !!zona,
    queryFn: () => dataProvider.getCustom<OcupacionVentana[]>(`zona/${zona!.slug}/ocupacion`),
  });
  if (!zona) return null;
  const rows = fill.data?.filter((w) => w.capacidad !== null || w.ordenes > 0) ?? [];
  return (
    <Box component="section" aria-labelledby="ocupacion-titulo" sx={{ width: '100%' }}>
      <Typography id="ocupacion-titulo" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(k('ocupacion'))}
      </Typography>
      {fill.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : fill.isError ? (
        <Alert severity="error">{fill.error.message}</Alert>
      ) : rows.length === 0 ? (
        <Typography variant="body2">{translate(k('sin_ocupacion'))}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-labelledby="ocupacion-titulo">
          <Table size="small" aria-labelledby="ocupacion-titulo">
            <TableHead>
              <TableRow>
                {['fecha', 'horas', 'tipoEnvio', 'lugar', 'ocupacion'].map((f) => (
                  <TableCell key={f}>{translate(k(`campos.${f}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((w) => {
                const full = w.capacidad !== null && w.ordenes >= w.capacidad;
                return (
                  <TableRow key={`${w.tipoEnvio}-${w.horarioId}-${w.fecha}`}>
                    <TableCell>{`${DIAS[new Date(`${w.fecha}T12:00:00Z`).getUTCDay()]} ${w.fecha.split('-').reverse().join('/')}`}</TableCell>
                    <TableCell>{`${w.horaInicio} a ${w.horaFin}`}</TableCell>
                    <TableCell>{TIPO_CHOICES.find((c) => c.id === w.tipoEnvio)?.name}</TableCell>
                    <TableCell>{w.lugar}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Typography variant="body2" color={full ? 'error' : 'text.primary'}>
                        {w.capacidad === null ? translate(k('sin_limite'), { ordenes: w.ordenes }) : `${w.ordenes} / ${w.capacidad}${full ? ` · ${translate(k('lleno'))}` : ''}`}
                      </Typography>
                      {w.capacidad !== null && (
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(100, (100 * w.ordenes) / w.capacidad)}
                          color={full ? 'error' : 'primary'}
                          aria-label={`${w.lugar} ${w.fecha} ${w.horaInicio}: ${w.ordenes} / ${w.capacidad}`}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

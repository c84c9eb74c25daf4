/** A new delivery address in the zone: area, then sector, name, address and reference; saved for next time. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/http-errors';
import { guardarDireccion, type DireccionUsuario } from '../../lib/orders-api';
import type { AreaEntrega } from './checkout-state';

interface Props {
  zona: string;
  areas: AreaEntrega[];
  onSaved(direccion: DireccionUsuario): void;
  onCancel?: () => void;
}

type Field = 'area' | 'sector' | 'nombre' | 'direccion' | 'referencia';

function validate(v: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.area) errors.area = 'Elija el área';
  if (!v.sector) errors.sector = 'Elija el sector';
  if (v.nombre.trim().length < 2) errors.nombre = 'Indique un nombre (por ejemplo Casa u Oficina)';
  if (v.direccion.trim().length < 5) errors.direccion = 'Indique la dirección completa';
  return errors;
}

export default function AddressForm({ zona, areas, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({ area: '', sector: '', nombre: '', direccion: '', referencia: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      guardarDireccion(zona, {
        nombre: values.nombre.trim(),
        sectorId: Number(values.sector),
        direccion: values.direccion.trim(),
        referencia: values.referencia.trim(),
      }),
    onSuccess: (direccion) => direccion && onSaved(direccion),
    onError: (error) => {
      if (!(error instanceof ApiError) || error.handled) return;
      const e = error.body.errores ?? {};
      setErrors({ nombre: e.nombre, direccion: e.direccion, referencia: e.referencia, sector: e.sectorId });
      setMensaje(error.body.mensaje);
    },
  });
  const area = areas.find((a) => String(a.id) === values.area);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value, ...(field === 'area' ? { sector: '' } : {}) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setMensaje(null);
    if (Object.keys(found).length === 0) save.mutate();
  }

  return (
    <Stack component="form" aria-label="Nueva dirección" noValidate onSubmit={submit} spacing={2} sx={{ p: 2, borderRadius: 3, bgcolor: 'background.default' }}>
      {mensaje && <Alert severity="error">{mensaje}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label="Área" value={values.area} onChange={set('area')} error={Boolean(errors.area)} helperText={errors.area} fullWidth required>
          {areas.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Sector"
          value={values.sector}
          onChange={set('sector')}
          error={Boolean(errors.sector)}
          helperText={errors.sector ?? (area ? undefined : 'Elija primero el área')}
          disabled={!area}
          fullWidth
          required
        >
          {(area?.sector ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.nombre}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Nombre de la dirección"
        placeholder="Casa, Oficina…"
        value={values.nombre}
        onChange={set('nombre')}
        error={Boolean(errors.nombre)}
        helperText={errors.nombre}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        required
      />
      <TextField
        label="Dirección"
        placeholder="Calle, edificio o casa, piso, apartamento"
        value={values.direccion}
        onChange={set('direccion')}
        error={Boolean(errors.direccion)}
        helperText={errors.direccion}
        slotProps={{ htmlInput: { maxLength: 300 } }}
        multiline
        minRows={2}
        required
      />
      <TextField
        label="Punto de referencia"
        value={values.referencia}
        onChange={set('referencia')}
        error={Boolean(errors.referencia)}
        helperText={errors.referencia}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button color="inherit" onClick={onCancel}>
            Cancelar
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Guardar dirección
        </Button>
      </Stack>
    </Stack>
  );
}

import { Alert, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateTimeInput,
  maxLength,
  minLength,
  minValue,
  NumberInput,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { CUPON_CODIGO_PATTERN, type CuponFila, type CuponZona } from '../../shared/contracts/admin-coupons';
import { ESTATUS_CHOICES } from '../common/choices';
import { useNombreDisponible } from './useNombreDisponible';

const blank = (v: unknown) => v === null || v === undefined || v === '';
const integer: Validator = (v) => (blank(v) || Number.isInteger(Number(v)) ? undefined : 'resources.cupon.validation.entero');
const twoDecimals: Validator = (v) => (blank(v) || /^\d+(\.\d{1,2})?$/.test(String(v)) ? undefined : 'resources.cupon.validation.decimales');

/** Percentage 1-100, or an amount above 0. */
const valorRule: Validator = (v, all) => {
  if (blank(v)) return undefined;
  const n = Number(v);
  if (all?.porcentaje) return n >= 1 && n <= 100 ? undefined : 'resources.cupon.validation.porcentaje';
  return n > 0 ? undefined : 'resources.cupon.validation.monto';
};
const hastaRule: Validator = (v, all) =>
  blank(v) || blank(all?.desde) || new Date(v as string).getTime() > new Date(all.desde as string).getTime() ? undefined : 'resources.cupon.validation.hasta';

const codigoRules = [required(), regex(new RegExp(CUPON_CODIGO_PATTERN), 'resources.cupon.validation.codigo')];
const valorRules = [required(), twoDecimals, valorRule];
const montoRules = [required(), twoDecimals, minValue(0)];
const usosMaximosRules = [integer, minValue(1)];
const usosPorUsuarioRules = [required(), integer, minValue(1)];

/** The name is unique per zone: changing the zone checks it again. */
function RecheckNameOnZone() {
  const zonaId = useWatch({ name: 'zonaId' });
  const { trigger, getValues } = useFormContext();
  useEffect(() => {
    if (getValues('nombre')) void trigger('nombre');
  }, [zonaId, trigger, getValues]);
  return null;
}

function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Create and edit form of a coupon (zones limited to the ones the staff member holds). */
export function CuponForm({ zonas, defaults }: { zonas: CuponZona[]; defaults?: Record<string, unknown> }) {
  const translate = useTranslate();
  const record = useRecordContext<CuponFila>();
  const nombreUnico = useNombreDisponible(translate('resources.cupon.validation.nombre_existe'));
  const used = (record?.usos ?? 0) > 0;
  return (
    <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} defaultValues={defaults} sx={{ maxWidth: 760 }}>
      <RecheckNameOnZone />
      {used && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.cupon.helpers.usado', { usos: record!.usos })}
        </Alert>
      )}
      <SelectInput source="zonaId" choices={zonas} optionText="nombre" validate={required()} readOnly={used} fullWidth />
      <TextInput source="nombre" validate={[required(), minLength(3), maxLength(80), nombreUnico]} fullWidth />
      <TextInput
        source="codigo"
        validate={codigoRules}
        helperText="resources.cupon.helpers.codigo"
        parse={(v: string) => v.toUpperCase()}
        fullWidth
      />
      <BooleanInput source="porcentaje" helperText="resources.cupon.helpers.porcentaje" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput source="valor" validate={valorRules} step={0.01} min={0} sx={{ flex: 1 }} />
        <NumberInput source="montoMinimo" validate={montoRules} step={0.01} min={0} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput source="usosMaximos" validate={usosMaximosRules} helperText="resources.cupon.helpers.usosMaximos" step={1} min={1} sx={{ flex: 1 }} />
        <NumberInput source="usosPorUsuario" validate={usosPorUsuarioRules} step={1} min={1} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateTimeInput source="desde" validate={required()} sx={{ flex: 1 }} />
        <DateTimeInput source="hasta" validate={[required(), hastaRule]} sx={{ flex: 1 }} />
      </Stack>
      <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={required()} />
    </SimpleForm>
  );
}

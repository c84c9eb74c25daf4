import { Stack } from '@mui/material';
import {
  CheckboxGroupInput,
  DateInput,
  maxLength,
  minLength,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { SegmentoFormData } from '../../shared/contracts/admin-onesignal';
import { ESTATUS_CHOICES } from '../common/choices';
import { LiveCount } from './LiveCount';

const blank = (v: unknown) => v === null || v === undefined || v === '';
const twoDecimals: Validator = (v) => (blank(v) || /^\d+(\.\d{1,2})?$/.test(String(v)) ? undefined : 'resources.onesignal.validation.decimales');
const maxRule: Validator = (v, all) => {
  const min = (all?.filtros as Record<string, unknown> | undefined)?.totalGastadoMin;
  return blank(v) || blank(min) || Number(v) >= Number(min) ? undefined : 'resources.onesignal.validation.rango';
};
const hastaRule: Validator = (v, all) => {
  const desde = (all?.filtros as Record<string, unknown> | undefined)?.ultimaCompraDesde;
  return blank(v) || blank(desde) || String(v) >= String(desde) ? undefined : 'resources.onesignal.validation.fechas';
};

const saldoFormat = (v: unknown) => (v === true || v === 'con' ? 'con' : v === false || v === 'sin' ? 'sin' : '');

function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** A segment: its name and filters over customers, with the live count of who they select. */
export function SegmentoForm({ form }: { form: SegmentoFormData }) {
  const translate = useTranslate();
  const saldo = [
    { id: 'con', name: translate('resources.onesignal.saldo.con') },
    { id: 'sin', name: translate('resources.onesignal.saldo.sin') },
  ];
  return (
    <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 820 }}>
      <TextInput source="nombre" validate={[required(), minLength(3), maxLength(80)]} fullWidth />
      <LiveCount />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput source="filtros.zonaId" choices={form.zona} optionText="nombre" emptyText="—" helperText="resources.onesignal.helpers.zonaId" sx={{ flex: 1 }} />
        <TextInput source="filtros.ciudad" validate={[minLength(2), maxLength(60)]} helperText="resources.onesignal.helpers.ciudad" sx={{ flex: 1 }} />
      </Stack>
      <CheckboxGroupInput source="filtros.usuarioTipo" choices={form.usuarioTipo} optionText="nombre" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateInput source="filtros.ultimaCompraDesde" helperText="resources.onesignal.helpers.ultimaCompra" sx={{ flex: 1 }} />
        <DateInput source="filtros.ultimaCompraHasta" validate={hastaRule} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput source="filtros.totalGastadoMin" validate={twoDecimals} min={0} step={0.01} sx={{ flex: 1 }} />
        <NumberInput source="filtros.totalGastadoMax" validate={[twoDecimals, maxRule]} min={0} step={0.01} sx={{ flex: 1 }} />
      </Stack>
      <SelectInput source="filtros.conSaldo" choices={saldo} format={saldoFormat} emptyValue="" emptyText={translate('resources.onesignal.saldo.todos')} />
      <SelectInput source="estatus" choices={ESTATUS_CHOICES} defaultValue={1} validate={required()} />
    </SimpleForm>
  );
}

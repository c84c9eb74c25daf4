import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CuponFila } from '../../shared/contracts/admin-coupons';
import { Estatus, estatusNombre, LIST_PAGE_SIZE, type EstatusId } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { discountLabel } from './format';
import { useCuponForm } from './useCuponForm';
import { safeExporter } from '../common/safe-export';

function useFilters() {
  const translate = useTranslate();
  const { data } = useCuponForm();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.cupon.filters.q')} />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zona ?? []} optionText="nombre" />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
    <BooleanInput key="vigente" source="vigente" label="resources.cupon.filters.vigente" defaultValue />,
    <BooleanInput key="porcentaje" source="porcentaje" label="resources.cupon.filters.porcentaje" defaultValue />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

function EstadoChip() {
  const record = useRecordContext<CuponFila>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.estatus !== Estatus.ACTIVO) return <Chip size="small" variant="outlined" label={estatusNombre[record.estatus as EstatusId]} />;
  return record.vigente ? (
    <Chip size="small" color="success" label={translate('resources.cupon.estado.vigente')} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={translate('resources.cupon.estado.no_vigente')} />
  );
}

const Descuento = () => {
  const r = useRecordContext<CuponFila>();
  return r ? <>{discountLabel(r)}</> : null;
};
const Minimo = () => {
  const r = useRecordContext<CuponFila>();
  return r ? <>{formatMoney(r.montoMinimo, '$')}</> : null;
};
const Usos = () => {
  const r = useRecordContext<CuponFila>();
  const translate = useTranslate();
  return r ? <>{`${r.usos} / ${r.usosMaximos ?? translate('resources.cupon.sin_limite')}`}</> : null;
};
const Desde = () => <DateField source="desde" showTime locales={DISPLAY_LOCALE} options={{ dateStyle: 'short', timeStyle: 'short' }} />;
const Hasta = () => <DateField source="hasta" showTime locales={DISPLAY_LOCALE} options={{ dateStyle: 'short', timeStyle: 'short' }} />;

function CuponTable() {
  return (
    <DataTable<CuponFila> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="codigo" sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
      <DataTable.Col source="nombre" />
      <DataTable.Col source="zonaNombre" disableSort />
      <DataTable.Col source="valor" field={Descuento} />
      <DataTable.Col source="montoMinimo" disableSort field={Minimo} />
      <DataTable.Col source="usos" field={Usos} />
      <DataTable.Col source="desde" field={Desde} />
      <DataTable.Col source="hasta" field={Hasta} />
      <DataTable.Col source="estatus" field={EstadoChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <EstatusToggleButton compact />
      </DataTable.Col>
    </DataTable>
  );
}

function CuponSimpleList() {
  return (
    <SimpleList<CuponFila>
      linkType="edit"
      primaryText={(r) => `${r.codigo} · ${r.nombre}`}
      secondaryText={(r) => `${discountLabel(r)} · ${r.zonaNombre}`}
      tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
    />
  );
}

/** Coupons of the zones the staff member holds, newest first. */
export function CuponList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={useFilters()}
      actions={<ListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={safeExporter}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
    >
      {small ? <CuponSimpleList /> : <CuponTable />}
    </List>
  );
}

import { Chip, Typography } from '@mui/material';
import { useRef } from 'react';
import {
  BooleanInput,
  DataTable,
  SearchInput,
  SelectInput,
  SimpleList,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { InventarioFila, PrecioFila } from '../../shared/contracts/admin-inventory';
import { formatAmount } from '../../shared/money';
import { AreaList } from '../common/AreaList';
import { errorText, inventarioApi, useDataFiltro } from './api';
import { ajusteDesde, precioBody } from './body';
import { BulkExistenciaButton, BulkOfertaButton } from './BulkActions';
import { EditableCell } from './EditableCell';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';

function useFilters() {
  const translate = useTranslate();
  const { data } = useDataFiltro();
  const sucursales = (data?.sucursales ?? []).map((s) => ({ id: s.id, name: `${s.nombre} (${s.tiendaNombre})` }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.inventario.filters.q')} />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zonas ?? []} optionText="nombre" alwaysOn />,
    <SelectInput key="sucursalId" source="sucursalId" choices={sucursales} alwaysOn />,
    <BooleanInput key="conStock" source="conStock" label="resources.inventario.filters.conStock" defaultValue />,
    <BooleanInput key="enOferta" source="enOferta" label="resources.inventario.filters.enOferta" defaultValue />,
  ];
}

/** The grid row of the record in context (for keyboard moves between cells). */
function useRowIndex(): number {
  const record = useRecordContext<InventarioFila>();
  const { data } = useListContext<InventarioFila>();
  return data?.findIndex((r) => r.id === record?.id) ?? -1;
}

function useSaved() {
  const notify = useNotify();
  const refresh = useRefresh();
  return () => {
    notify('resources.inventario.grid.guardado', { type: 'success' });
    refresh();
  };
}

function ExistenciaCell() {
  const record = useRecordContext<InventarioFila>();
  const row = useRowIndex();
  const translate = useTranslate();
  const saved = useSaved();
  if (!record) return null;
  const save = async (text: string) => {
    const ajuste = ajusteDesde(text, record.existencia);
    if (ajuste === null) throw new Error(translate('ra.validation.number'));
    if (ajuste === 0) return;
    try {
      await inventarioApi.ajustar(record, { ajuste });
    } catch (e) {
      throw new Error(errorText(e, 'ajuste'));
    }
    saved();
  };
  return (
    <EditableCell
      row={row}
      col={0}
      value={String(record.existencia)}
      label={translate('resources.inventario.grid.editar', { campo: translate('resources.inventario.fields.existencia'), producto: record.productoNombre })}
      hint={translate('resources.inventario.grid.relativo')}
      onSave={save}
    />
  );
}

const planOf = (r: InventarioFila, plan: number): PrecioFila | undefined => r.precios.find((p) => p.usuarioTipo === plan);

function PrecioCell({ plan, campo, col }: { plan: 1 | 2 | 3; campo: 'precio' | 'oferta'; col: number }) {
  const record = useRecordContext<InventarioFila>();
  const row = useRowIndex();
  const translate = useTranslate();
  const saved = useSaved();
  if (!record) return null;
  const current = planOf(record, plan);
  const save = async (text: string) => {
    const value = text.trim().replace(',', '.');
    const base = current ?? { usuarioTipo: plan, precio: '0', oferta: '0', minimo: 1, maximo: null, grupo: 1, unidad: 1 };
    try {
      await inventarioApi.precios(record, { precios: [precioBody({ ...base, [campo]: value === '' ? '0' : value })] });
    } catch (e) {
      throw new Error(errorText(e, `precios.0.${campo}`));
    }
    saved();
  };
  const campoNombre = `${translate(`resources.inventario.grid.${campo}`)} ${translate(`resources.inventario.planes.${plan}`)}`;
  return (
    <EditableCell
      row={row}
      col={col}
      value={current ? formatAmount(current[campo]) : '—'}
      label={translate('resources.inventario.grid.editar', { campo: campoNombre, producto: record.productoNombre })}
      onSave={save}
    />
  );
}

const Existencia = () => <ExistenciaCell />;
const PrecioNormal = () => <PrecioCell plan={1} campo="precio" col={1} />;
const OfertaNormal = () => <PrecioCell plan={1} campo="oferta" col={2} />;
const PrecioPrime = () => <PrecioCell plan={2} campo="precio" col={3} />;
const PrecioMayorista = () => <PrecioCell plan={3} campo="precio" col={4} />;

function Producto() {
  const r = useRecordContext<InventarioFila>();
  if (!r) return null;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {r.productoNombre}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {r.productoCodigo}
      </Typography>
    </>
  );
}

function Sucursal() {
  const r = useRecordContext<InventarioFila>();
  if (!r) return null;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {r.sucursalNombre}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {r.zonaNombre}
      </Typography>
    </>
  );
}

function Estado() {
  const r = useRecordContext<InventarioFila>();
  const translate = useTranslate();
  if (!r) return null;
  if (r.existencia === 0) return <Chip size="small" color="warning" variant="outlined" label="Agotado" />;
  return r.enOferta ? <Chip size="small" color="success" label={translate('resources.inventario.filters.enOferta')} /> : null;
}

function BulkButtons() {
  return (
    <>
      <BulkOfertaButton />
      <BulkExistenciaButton />
    </>
  );
}

function InventarioGrid() {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(ref);
  return (
    <div ref={ref}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
        {translate('resources.inventario.grid.ayuda')}
      </Typography>
      <DataTable<InventarioFila> rowClick="show" bulkActionButtons={<BulkButtons />} size="small">
        <DataTable.Col source="productoNombre" field={Producto} />
        <DataTable.Col source="sucursalNombre" field={Sucursal} />
        <DataTable.Col source="existencia" field={Existencia} align="right" />
        <DataTable.Col label="resources.inventario.fields.precioNormal" disableSort field={PrecioNormal} align="right" />
        <DataTable.Col label="resources.inventario.fields.ofertaNormal" disableSort field={OfertaNormal} align="right" />
        <DataTable.Col label="resources.inventario.fields.precioPrime" disableSort field={PrecioPrime} align="right" />
        <DataTable.Col label="resources.inventario.fields.precioMayorista" disableSort field={PrecioMayorista} align="right" />
        <DataTable.Col source="enOferta" disableSort field={Estado} />
      </DataTable>
    </div>
  );
}

function InventarioSimpleList() {
  return (
    <SimpleList<InventarioFila>
      linkType="show"
      primaryText={(r) => r.productoNombre}
      secondaryText={(r) => `${r.sucursalNombre} · ${r.zonaNombre}`}
      tertiaryText={(r) => `${r.existencia} u. · $${formatAmount(planOf(r, 1)?.oferta !== '0.00' ? planOf(r, 1)?.oferta : planOf(r, 1)?.precio)}`}
    />
  );
}

/** Stock and prices of the zones the staff member holds, in a grid edited the way a stock clerk works. */
export function InventarioList() {
  return <AreaList filters={useFilters()} sort={{ field: 'productoNombre', order: 'ASC' }} table={<InventarioGrid />} simple={<InventarioSimpleList />} />;
}

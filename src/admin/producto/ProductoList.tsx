import { Chip, Stack } from '@mui/material';
import {
  DataTable,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ProductoFila } from '../../shared/contracts/admin-products';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { ImportarCsvButton } from './ImportarCsv';
import { ProductoMiniatura } from './ProductoMiniatura';
import { categoriaEtiqueta, useProductoOpciones } from './useProductoOpciones';

function useFilters() {
  const translate = useTranslate();
  const { data } = useProductoOpciones();
  const yesNo = { trueLabel: 'resources.producto.filters.si', falseLabel: 'resources.producto.filters.no' };
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.producto.filters.q')} />,
    <SelectInput
      key="categoriaId"
      source="categoriaId"
      choices={(data?.categoria ?? []).map((c) => ({ id: c.id, name: categoriaEtiqueta(c) }))}
      alwaysOn
      sx={{ minWidth: 220 }}
    />,
    <SelectInput key="etiquetaId" source="etiquetaId" label="resources.producto.fields.etiqueta" choices={data?.etiqueta ?? []} optionText="nombre" />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
    <SelectInput key="zonaId" source="zonaId" label="resources.producto.filters.zonaId" choices={data?.zona ?? []} optionText="nombre" />,
    <NullableBooleanInput key="conStock" source="conStock" label="resources.producto.filters.conStock" {...yesNo} />,
    <NullableBooleanInput key="conImagen" source="conImagen" label="resources.producto.filters.conImagen" {...yesNo} />,
    <NullableBooleanInput key="enOferta" source="enOferta" label="resources.producto.filters.enOferta" {...yesNo} />,
  ];
}

function Categoria() {
  const record = useRecordContext<ProductoFila>();
  return record ? <>{categoriaEtiqueta({ nombre: record.categoriaNombre, padreNombre: record.padreNombre })}</> : null;
}

function Etiquetas() {
  const record = useRecordContext<ProductoFila>();
  if (!record?.etiqueta.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.etiqueta.map((e) => (
        <Chip key={e.id} size="small" variant="outlined" label={e.nombre} />
      ))}
    </Stack>
  );
}

function Oferta() {
  const record = useRecordContext<ProductoFila>();
  const translate = useTranslate();
  return record?.enOferta ? <Chip size="small" color="secondary" label={translate('resources.producto.fields.enOferta')} /> : null;
}

function ProductoTable() {
  return (
    <DataTable<ProductoFila> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="principalImagen" disableSort field={ProductoMiniatura} />
      <DataTable.Col source="nombre" sx={{ minWidth: 220 }} />
      <DataTable.Col source="codigo" />
      <DataTable.Col source="categoriaNombre" field={Categoria} />
      <DataTable.Col source="etiqueta" disableSort field={Etiquetas} sx={{ maxWidth: 200 }} />
      <DataTable.NumberCol source="existencia" />
      <DataTable.Col source="enOferta" disableSort field={Oferta} />
      <DataTable.Col source="estatus" field={EstatusChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <EstatusToggleButton compact />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones get a compact list: image, name, code and category, status. */
function ProductoSimpleList() {
  return (
    <SimpleList<ProductoFila>
      linkType="show"
      leftIcon={() => <ProductoMiniatura />}
      primaryText={(r) => r.nombre}
      secondaryText={(r) => `${r.codigo} · ${categoriaEtiqueta({ nombre: r.categoriaNombre, padreNombre: r.padreNombre })}`}
      tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
    />
  );
}

export function ProductoList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'nombre', order: 'ASC' }}
      exporter={false}
      actions={
        <>
          <ExportCsvButton path="producto/exportar" />
          <ImportarCsvButton />
        </>
      }
      table={<ProductoTable />}
      simple={<ProductoSimpleList />}
    />
  );
}

import AddIcon from '@mui/icons-material/Add';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Box, Chip, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  DataTable,
  DateInput,
  FilterButton,
  Link,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { HistorialFila } from '../../shared/contracts/admin-search-history';
import { LIST_PAGE_SIZE } from '../../shared/enums';
import { fechaHora } from '../common/format';
import { useFilterData } from '../reporte/useFilterData';
import { SerieChart } from './SerieChart';
import { SinonimoDialog } from './SinonimoDialog';

const R = 'resources.buscador-historial';

function useFilters() {
  const translate = useTranslate();
  const { data } = useFilterData('buscador-historial');
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${R}.filters.q`)} />,
    <BooleanInput key="sinResultados" source="sinResultados" label={`${R}.filters.sinResultados`} alwaysOn />,
    <DateInput key="desde" source="desde" label={`${R}.filters.desde`} />,
    <DateInput key="hasta" source="hasta" label={`${R}.filters.hasta`} />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zona ?? []} optionText="nombre" />,
    <SelectInput key="usuarioTipo" source="usuarioTipo" choices={data?.usuarioTipo ?? []} optionText="nombre" />,
  ];
}

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/buscador-historial/sinonimo" label={translate(`${R}.sinonimos`)}>
        <SyncAltIcon />
      </Button>
    </TopToolbar>
  );
}

const SinResultado = () => {
  const r = useRecordContext<HistorialFila>();
  if (!r) return null;
  return r.sinResultados > 0 ? <Chip size="small" color="warning" label={r.sinResultados} /> : <>0</>;
};
const Ultima = () => {
  const r = useRecordContext<HistorialFila>();
  return r ? <>{fechaHora(r.ultimaBusqueda)}</> : null;
};
const Tasa = ({ source }: { source: 'tasaClics' | 'tasaConversion' }) => {
  const r = useRecordContext<HistorialFila>();
  return r ? <>{`${r[source].replace('.', ',')} %`}</> : null;
};

function AddSynonym({ onOpen }: { onOpen: (query: string) => void }) {
  const r = useRecordContext<HistorialFila>();
  const translate = useTranslate();
  if (!r) return null;
  const label = translate(`${R}.agregarSinonimo`);
  return (
    <Tooltip title={label}>
      <IconButton
        color="primary"
        size="small"
        aria-label={`${label}: ${r.query}`}
        onClick={(e) => {
          e.stopPropagation();
          onOpen(r.query);
        }}
      >
        <AddIcon />
      </IconButton>
    </Tooltip>
  );
}

function Table({ onOpen }: { onOpen: (query: string) => void }) {
  return (
    <DataTable<HistorialFila> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="query" />
      <DataTable.NumberCol source="busquedas" />
      <DataTable.Col source="sinResultados" align="right" field={SinResultado} />
      <DataTable.NumberCol source="resultados" disableSort />
      <DataTable.NumberCol source="clics" />
      <DataTable.Col source="tasaClics" align="right" disableSort field={() => <Tasa source="tasaClics" />} />
      <DataTable.NumberCol source="conversiones" />
      <DataTable.Col source="tasaConversion" align="right" disableSort field={() => <Tasa source="tasaConversion" />} />
      <DataTable.Col source="ultimaBusqueda" field={Ultima} />
      <DataTable.Col label="" field={() => <AddSynonym onOpen={onOpen} />} />
    </DataTable>
  );
}

/** Searches over time and per text: counts, zero results, click-through and conversion; synonyms from a row. */
export function HistorialList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [query, setQuery] = useState<string | null>(null);
  return (
    <>
      <List
        title="Historial de búsqueda"
        filters={useFilters()}
        actions={<Actions />}
        sort={{ field: 'busquedas', order: 'DESC' }}
        perPage={LIST_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
        exporter={false}
      >
        <Box sx={{ px: 2, pt: 1 }}>
          <Typography variant="subtitle2">{translate(`${R}.serie`)}</Typography>
          <SerieChart />
        </Box>
        {small ? (
          <SimpleList<HistorialFila>
            linkType={false}
            primaryText={(r) => r.query}
            secondaryText={(r) => `${r.busquedas} · ${r.sinResultados} sin resultado · ${r.tasaClics.replace('.', ',')} % clics`}
            onClick={undefined}
          />
        ) : (
          <Table onOpen={setQuery} />
        )}
      </List>
      {query !== null && <SinonimoDialog query={query} onClose={() => setQuery(null)} />}
    </>
  );
}

import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, ExportButton, FilterButton, List, Pagination, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ReferidoFila } from '../../shared/contracts/referrals';
import { formatMoney } from '../../shared/money';
import { LIST_PAGE_SIZE } from '../../shared/enums';
import { fechaHora } from '../common/format';
import { ESTATUS_COLOR, ESTATUS_REFERIDO_CHOICES } from './estatus';
import { RecompensaButton } from './RecompensaButton';
import { safeExporter } from '../common/safe-export';

export function ReferidoEstatusChip() {
  const r = useRecordContext<ReferidoFila>();
  if (!r) return null;
  return <Chip size="small" label={r.estatusNombre} color={ESTATUS_COLOR[r.estatus as 1 | 2 | 3 | 4] ?? 'default'} />;
}

const Registrado = () => <>{fechaHora(useRecordContext<ReferidoFila>()?.creadoEn ?? null)}</>;
const Monto = () => {
  const r = useRecordContext<ReferidoFila>();
  return <>{r?.monto ? formatMoney(r.monto, '$') : '—'}</>;
};
const Persona = ({ who }: { who: 'referidor' | 'referido' }) => {
  const r = useRecordContext<ReferidoFila>();
  if (!r) return null;
  return (
    <>
      {who === 'referidor' ? r.referidorNombre : r.referidoNombre}
      <br />
      <small>{who === 'referidor' ? r.referidorEmail : r.referidoEmail}</small>
    </>
  );
};
const Invito = () => <Persona who="referidor" />;
const Invitado = () => <Persona who="referido" />;

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.referido.filters.q')} />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_REFERIDO_CHOICES} alwaysOn />,
    <DateInput key="desde" source="desde" label="resources.referido.filters.desde" />,
    <DateInput key="hasta" source="hasta" label="resources.referido.filters.hasta" />,
  ];
}

/** Who invited whom, when, the status and the reward; newest first. The toolbar (reward setting) shows even with no rows. */
export function ReferidoList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'creadoEn', order: 'DESC' }}
      exporter={safeExporter}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      empty={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
          <RecompensaButton />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<ReferidoFila>
          linkType="show"
          primaryText={(r) => `${r.referidorNombre} → ${r.referidoNombre}`}
          secondaryText={(r) => `${fechaHora(r.creadoEn)} · ${r.monto ? formatMoney(r.monto, '$') : '—'}`}
          tertiaryText={(r) => r.estatusNombre}
        />
      ) : (
        <DataTable<ReferidoFila> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="referidorNombre" disableSort field={Invito} />
          <DataTable.Col source="referidoNombre" disableSort field={Invitado} />
          <DataTable.Col source="codigo" disableSort sx={{ fontFamily: 'monospace' }} />
          <DataTable.Col source="creadoEn" field={Registrado} />
          <DataTable.Col source="estatus" field={ReferidoEstatusChip} />
          <DataTable.Col source="monto" field={Monto} />
        </DataTable>
      )}
    </List>
  );
}

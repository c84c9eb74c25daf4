import { Box, Chip, Typography } from '@mui/material';
import { DataTable, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import type { SolicitudMembresiaFila } from '../../shared/contracts/membership';
import { fechaHora } from '../common/format';
import { AreaList } from '../common/AreaList';
import { bs, ESTATUS_CHOICES, estatusColor, estatusNombre, METODO_CHOICES, metodoNombre, usd } from './format';

const R = 'resources.membresia/solicitud';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${R}.filters.q`)} sx={{ minWidth: 300 }} />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} alwaysOn />,
    <SelectInput key="metodoPago" source="metodoPago" choices={METODO_CHOICES} />,
  ];
}

const Estatus = () => {
  const r = useRecordContext<SolicitudMembresiaFila>();
  return r ? <Chip size="small" color={estatusColor(r.estatus)} label={estatusNombre(r.estatus)} /> : null;
};
const Cliente = () => {
  const r = useRecordContext<SolicitudMembresiaFila>();
  return r ? (
    <Box>
      <Typography variant="body2">{r.clienteNombre}</Typography>
      <Typography variant="caption" color="text.secondary">
        {r.clienteEmail}
      </Typography>
    </Box>
  ) : null;
};
const Monto = () => {
  const r = useRecordContext<SolicitudMembresiaFila>();
  return r ? (
    <Box textAlign="right">
      <Typography variant="body2" fontWeight={600}>
        {usd(r.monto)}
      </Typography>
      {r.montoBs && (
        <Typography variant="caption" color="text.secondary">
          {bs(r.montoBs)}
        </Typography>
      )}
    </Box>
  ) : null;
};
const Pago = () => {
  const r = useRecordContext<SolicitudMembresiaFila>();
  return r ? (
    <Box>
      <Typography variant="body2">{metodoNombre(r.metodoPago)}</Typography>
      {r.referencia && (
        <Typography variant="caption" color="text.secondary">
          Ref. {r.referencia}
          {r.banco ? ` · ${r.banco}` : ''}
        </Typography>
      )}
    </Box>
  ) : null;
};
const Fecha = () => {
  const r = useRecordContext<SolicitudMembresiaFila>();
  return r ? <>{fechaHora(r.creadoEn)}</> : null;
};

/** PRIME requests, newest first, pending ones by default. */
export function SolicitudList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'id', order: 'DESC' }}
      create={false}
      table={
        <DataTable<SolicitudMembresiaFila> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="creadoEn" field={Fecha} />
          <DataTable.Col source="estatus" field={Estatus} />
          <DataTable.Col source="clienteNombre" disableSort field={Cliente} />
          <DataTable.Col source="planNombre" disableSort />
          <DataTable.Col source="metodoPago" disableSort field={Pago} />
          <DataTable.Col source="monto" disableSort align="right" field={Monto} />
        </DataTable>
      }
      simple={
        <SimpleList<SolicitudMembresiaFila>
          linkType="show"
          primaryText={(r) => `#${r.id} · ${r.clienteNombre}`}
          secondaryText={(r) => `${r.planNombre} · ${estatusNombre(r.estatus)} · ${usd(r.monto)}`}
          tertiaryText={(r) => fechaHora(r.creadoEn)}
        />
      }
    />
  );
}

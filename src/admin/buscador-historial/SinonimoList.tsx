import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Chip, Stack } from '@mui/material';
import { Button, DataTable, DateField, DeleteWithConfirmButton, EditButton, Link, SearchInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import type { Sinonimo } from '../../shared/contracts/admin-search-history';
import { AreaList } from '../common/AreaList';
import { DISPLAY_LOCALE } from '../i18n/locale';

const R = 'resources.buscador-historial/sinonimo';

const Palabras = () => {
  const r = useRecordContext<Sinonimo>();
  if (!r) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {r.palabras.map((p) => (
        <Chip key={p} size="small" label={p} />
      ))}
    </Stack>
  );
};

function Back() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/buscador-historial" label={translate(`${R}.volver`)}>
      <ArrowBackIcon />
    </Button>
  );
}

/** Synonym sets, newest first; edit or delete (with confirmation) each. */
export function SinonimoList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate(`${R}.filters.q`)} />]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      actions={<Back />}
      table={
        <DataTable<Sinonimo> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="palabras" disableSort field={Palabras} />
          <DataTable.Col source="actualizadoEn" field={() => <DateField source="actualizadoEn" showTime locales={DISPLAY_LOCALE} />} />
          <DataTable.Col label="" field={() => <EditButton />} />
          <DataTable.Col label="" field={() => <DeleteWithConfirmButton mutationMode="pessimistic" />} />
        </DataTable>
      }
      simple={<SimpleList<Sinonimo> linkType="edit" primaryText={(r) => r.palabras.join(', ')} />}
    />
  );
}

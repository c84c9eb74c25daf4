import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { BitacoraFila } from '../../shared/contracts/audit';
import { ChangeList } from '../common/ChangeList';
import { DISPLAY_LOCALE } from '../i18n/locale';

function Cambios() {
  const record = useRecordContext<BitacoraFila>();
  return record ? <ChangeList entry={record} /> : null;
}

/** One write of the trail: who, when, where, and each changed field before and after. */
export function BitacoraShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="fecha" showTime locales={DISPLAY_LOCALE} />
        <TextField source="usuarioEmail" emptyText="sistema" />
        <TextField source="area" />
        <TextField source="recurso" />
        <TextField source="registroId" />
        <TextField source="accion" />
        <TextField source="ip" emptyText="—" />
        <Labeled source="cambios">
          <Cambios />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

import { Edit, ListButton, Loading, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { HistorySection } from '../common/HistorySection';
import { EnvioForm } from './EnvioForm';
import { useEnvioForm } from './useEnvioForm';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ListButton />
    </TopToolbar>
  );
}

/** Pessimistic saves, so the server's field errors (a surcharge on another zone's area, a repeated type) land under the inputs. */
export function EnvioEdit() {
  const { data } = useEnvioForm();
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
      {data ? <EnvioForm zonas={data.zonas} /> : <Loading />}
      <HistorySection />
    </Edit>
  );
}

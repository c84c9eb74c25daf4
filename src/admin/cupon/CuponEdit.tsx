import { Edit, ListButton, Loading, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { HistorySection } from '../common/HistorySection';
import { CuponForm } from './CuponForm';
import { useCuponForm } from './useCuponForm';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ListButton />
    </TopToolbar>
  );
}

/** Pessimistic saves, so server field errors (409 duplicates, limits below the uses made) land under the inputs. */
export function CuponEdit() {
  const { data } = useCuponForm();
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
      {data ? <CuponForm zonas={data.zona} /> : <Loading />}
      <HistorySection />
    </Edit>
  );
}

import { Box } from '@mui/material';
import { Edit, ListButton, Loading, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { HistorySection } from '../common/HistorySection';
import { EnvioSection } from './EnvioSection';
import { EnviosHistory } from './EnviosHistory';
import { SegmentoForm } from './SegmentoForm';
import { useSegmentoForm } from './useSegmentoForm';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ListButton />
    </TopToolbar>
  );
}

/** {segmento}: its filters (editable, with the live count), a message to send to it, and its sends. */
export function SegmentoEdit() {
  const { data } = useSegmentoForm();
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false}>
      {data ? <SegmentoForm form={data} /> : <Loading />}
      <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 2 }}>
        {data && <EnvioSection canal={data.canal} />}
        <EnviosHistory />
      </Box>
      <HistorySection />
    </Edit>
  );
}

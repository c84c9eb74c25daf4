import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import { compactFilter, type AdminDataProvider } from '../providers/data-provider';

/** Downloads GET /admin/<path> (e.g. 'orden/exportar') with the list's current filters; the server builds the CSV. */
export function ExportCsvButton({ path }: { path: string }) {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await dataProvider.download(path, { filter: JSON.stringify(compactFilter(filterValues)) });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={onClick} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}

import { Alert, Box, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { BitacoraFila } from '../../shared/contracts/audit';
import { DISPLAY_LOCALE } from '../i18n/locale';
import type { AdminDataProvider } from '../providers/data-provider';
import { pathOf } from '../resources';
import { ChangeList } from './ChangeList';

const dateTime = new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Caracas' });

/**
 * The 'Historial' of the record in context: every write the audit trail holds for it, newest first, with
 * who made it and the fields it changed (GET /admin/<path>/<id>/historial). Screens that are not a
 * resource's record (the advertising and quick-list pages) name the history route themselves (`path`,
 * under /admin/).
 */
export function AuditHistory({ limit = 100, path: own }: { limit?: number; path?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const path = own ?? (resource && record ? `${pathOf(resource)}/${record.id}/historial` : null);
  const { data, isPending, error } = useQuery({
    queryKey: ['historial', path],
    enabled: path !== null,
    queryFn: () => dataProvider.getCustom<BitacoraFila[]>(path!, { range: JSON.stringify([0, limit - 1]) }),
  });
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (error) return <Alert severity="error">{translate('mz.bitacora.error')}</Alert>;
  if (!data.length) return <Typography variant="body2">{translate('mz.bitacora.vacio')}</Typography>;
  return (
    <Stack component="ol" divider={<Divider component="li" aria-hidden />} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="span">
              {dateTime.format(new Date(entry.fecha))}
            </Typography>
            <Chip size="small" label={translate(`mz.bitacora.acciones.${entry.accion}`, { _: entry.accion })} />
            <Typography variant="body2" component="span" color="text.secondary">
              {entry.usuarioEmail ?? translate('mz.bitacora.sistema')}
            </Typography>
          </Stack>
          <ChangeList entry={entry} />
        </Box>
      ))}
    </Stack>
  );
}

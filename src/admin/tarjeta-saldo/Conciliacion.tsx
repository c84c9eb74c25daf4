import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Loading, useDataProvider, useTranslate } from 'react-admin';
import type { Conciliacion as Resultado } from '../../shared/contracts/admin-wallet';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import type { AdminDataProvider } from '../providers/data-provider';

/** Reconciliation: every balance = the sum of its ledger; every card, code, vuelto and adjustment has its movement. */
export function Conciliacion() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const q = useQuery({ queryKey: ['conciliacion'], queryFn: () => dataProvider.getCustom<Resultado>('tarjeta/conciliacion'), staleTime: 0 });
  const t = (k: string, o?: object) => translate(`resources.tarjeta/conciliacion.${k}`, o);
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('titulo')}
        </Typography>
        <Button label={t('revisar')} onClick={() => void q.refetch()} disabled={q.isFetching}>
          <RefreshIcon />
        </Button>
      </Stack>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <Alert severity="error">{q.error.message}</Alert>
      ) : (
        <>
          <Alert severity={q.data.ok ? 'success' : 'error'}>{q.data.ok ? t('ok') : t('falla')}</Alert>
          <Card>
            <CardContent>
              <Typography variant="caption" color="text.secondary">
                {t('fecha', { fecha: fechaHora(q.data.fecha) })}
              </Typography>
              <List dense>
                <ListItem>
                  <ListItemText
                    primary={t('saldos', { n: q.data.saldos.revisados })}
                    secondary={q.data.saldos.diferencias
                      .map((d) => t('diferencia', { usuarioId: d.usuarioId, saldo: formatMoney(d.saldo, '$'), libro: formatMoney(d.libro, '$') }))
                      .join(' · ')}
                  />
                </ListItem>
                {q.data.causas.map((c) => (
                  <ListItem key={c.tipo}>
                    <ListItemText
                      primary={t('causa', { nombre: c.nombre, n: c.revisados })}
                      secondary={c.problemas.map((p) => t('problema', p)).join(' · ') || '✓'}
                      slotProps={{ secondary: { color: c.problemas.length ? 'error' : 'success.main' } }}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

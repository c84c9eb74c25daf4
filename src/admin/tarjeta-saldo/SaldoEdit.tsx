import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { EditBase, ListButton, Loading, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SaldoFila } from '../../shared/contracts/admin-wallet';
import { formatMoney } from '../../shared/money';
import { AjusteForm } from './AjusteForm';
import { Libro } from './Libro';

function Pagina() {
  const r = useRecordContext<SaldoFila>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [version, setVersion] = useState(0);
  if (!r) return <Loading />;
  const t = (k: string) => translate(`resources.tarjeta/saldo.${k}`);
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {r.cliente || r.email}
        </Typography>
        <Typography color="text.secondary">{r.email}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="saldo-cliente">
          {formatMoney(r.saldo, '$')}
        </Typography>
        <div style={{ flex: 1 }} />
        <ListButton label={t('acciones.volver')} />
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('acciones.ajustar')}
          </Typography>
          <AjusteForm
            saldo={r}
            onDone={() => {
              setVersion((v) => v + 1);
              refresh();
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('libro.titulo')}
          </Typography>
          <Libro usuarioId={r.id} version={version} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** tarjeta/saldo/{cliente}: the balance, an adjustment form and the ledger. */
export function SaldoEdit() {
  return (
    <EditBase>
      <Pagina />
    </EditBase>
  );
}

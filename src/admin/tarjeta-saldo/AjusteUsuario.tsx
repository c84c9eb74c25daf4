import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Loading, useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SaldoFila } from '../../shared/contracts/admin-wallet';
import { AjusteForm } from './AjusteForm';

/** The spec's tarjeta/saldo/ajuste/{usuario}: the adjustment form of one customer. */
export function AjusteUsuario() {
  const { id = '' } = useParams<{ id: string }>();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const q = useQuery({ queryKey: ['tarjeta/saldo', 'getOne', { id }], queryFn: () => dataProvider.getOne<SaldoFila>('tarjeta/saldo', { id: Number(id) }) });
  if (q.isPending) return <Loading />;
  if (q.isError) return <Typography color="error">{q.error.message}</Typography>;
  const saldo = q.data.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.tarjeta/saldo/ajuste.form.titulo', { cliente: saldo.email })}
      </Typography>
      <Card>
        <CardContent>
          <AjusteForm
            saldo={saldo}
            onDone={() => {
              void client.invalidateQueries();
              navigate(`/tarjeta/saldo/${saldo.id}`);
            }}
          />
        </CardContent>
      </Card>
      <div>
        <Button component={Link} to={`/tarjeta/saldo/${saldo.id}`} label="resources.tarjeta/saldo.acciones.volver" />
      </div>
    </Stack>
  );
}

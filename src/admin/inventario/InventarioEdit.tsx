import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import {
  EditBase,
  HttpError,
  Loading,
  NumberInput,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useEditContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { InventarioFila } from '../../shared/contracts/admin-inventory';
import { HistorySection } from '../common/HistorySection';
import { inventarioApi } from './api';
import { precioBody } from './body';
import { PreciosInputs } from './PreciosInputs';

type Values = Record<string, unknown>;

function serverErrors(e: unknown): Values | undefined {
  return e instanceof HttpError ? (e.body as { errors?: Values } | undefined)?.errors : undefined;
}

function EditForms() {
  const { record, isPending } = useEditContext<InventarioFila>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (isPending || !record) return <Loading />;

  const ajustar = async (values: Values) => {
    try {
      const row = await inventarioApi.ajustar(record, { ajuste: Number(values.ajuste) });
      notify('resources.inventario.editar.ajustado', { type: 'success', messageArgs: { existencia: row.existencia } });
      refresh();
      return undefined;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return serverErrors(e);
    }
  };
  const guardarPrecios = async (values: Values) => {
    try {
      await inventarioApi.precios(record, { precios: ((values.precios as Values[]) ?? []).map(precioBody) });
      notify('resources.inventario.editar.precios_guardados', { type: 'success' });
      refresh();
      return undefined;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return serverErrors(e);
    }
  };
  const precios = [1, 2, 3].map((plan) => {
    const p = record.precios.find((x) => x.usuarioTipo === plan);
    return p ? { ...p } : { usuarioTipo: plan, precio: '', oferta: '0', minimo: 1, maximo: null, grupo: 1, unidad: 1 };
  });
  const titulo = translate('resources.inventario.editar.titulo', { producto: `${record.productoNombre} · ${record.sucursalNombre}` });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titulo} />
      <CardContent>
        <Typography component="h2" variant="h5">
          {titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${record.tiendaNombre} · ${record.zonaNombre} · ${record.productoCodigo}`}
        </Typography>
      </CardContent>
      <Stack divider={<Divider />}>
        <section aria-labelledby="existencia-titulo">
          <CardContent sx={{ pb: 0 }}>
            <Typography id="existencia-titulo" component="h3" variant="h6">
              {translate('resources.inventario.editar.existencia_titulo')}
            </Typography>
            <Typography variant="body2">{translate('resources.inventario.editar.existencia_actual', { existencia: record.existencia })}</Typography>
          </CardContent>
          <SimpleForm
            key={`stock-${record.existencia}`}
            onSubmit={ajustar}
            defaultValues={{ ajuste: '' }}
            toolbar={
              <Toolbar>
                <SaveButton label="resources.inventario.editar.ajustar" />
              </Toolbar>
            }
          >
            <NumberInput source="ajuste" label="resources.inventario.fields.ajuste" step={1} helperText="resources.inventario.lote.existencia_ayuda" />
          </SimpleForm>
        </section>
        <section aria-labelledby="precios-titulo">
          <CardContent sx={{ pb: 0 }}>
            <Typography id="precios-titulo" component="h3" variant="h6">
              {translate('resources.inventario.editar.precios_titulo')}
            </Typography>
          </CardContent>
          <SimpleForm
            key={`precios-${record.actualizadoEn}`}
            onSubmit={guardarPrecios}
            defaultValues={{ precios }}
            toolbar={
              <Toolbar>
                <SaveButton label="resources.inventario.editar.guardar_precios" />
              </Toolbar>
            }
          >
            <PreciosInputs />
          </SimpleForm>
        </section>
      </Stack>
      <HistorySection />
    </Card>
  );
}

/** Stock adjustment and the three plan prices of one row, each saved on its own, with the row's history. */
export function InventarioEdit() {
  return (
    <EditBase mutationMode="pessimistic">
      <EditForms />
    </EditBase>
  );
}

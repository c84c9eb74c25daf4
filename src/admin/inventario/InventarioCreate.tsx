import { Card, CardContent, Typography } from '@mui/material';
import { HttpError, Loading, NumberInput, required, SaveButton, SelectInput, SimpleForm, Title, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useDataFiltro, inventarioApi } from './api';
import { PLAN_DEFAULTS, registrarBody } from './body';
import { PreciosInputs } from './PreciosInputs';
import { ProductoInput } from './ProductoInput';

/** Stock a product at a branch of the staff member's zones with the three plan prices (POST .../registrar). */
export function InventarioCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data } = useDataFiltro();
  if (!data) return <Loading />;
  const sucursales = data.sucursales.map((s) => ({
    id: s.id,
    name: `${s.nombre} (${s.tiendaNombre}) · ${data.zonas.find((z) => z.id === s.zonaId)?.nombre ?? ''}`,
  }));
  const save = async (values: Record<string, unknown>) => {
    try {
      const row = await inventarioApi.registrar(registrarBody(values));
      notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      redirect('show', 'inventario', row.id);
      return undefined;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      if (e instanceof HttpError) return (e.body as { errors?: Record<string, unknown> } | undefined)?.errors;
      return undefined;
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.inventario.registrar.titulo')} />
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h2" variant="h5">
          {translate('resources.inventario.registrar.titulo')}
        </Typography>
      </CardContent>
      <SimpleForm
        onSubmit={save}
        defaultValues={{ sucursalId: sucursales[0]?.id, existencia: 0, precios: PLAN_DEFAULTS }}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <SelectInput source="sucursalId" label="resources.inventario.fields.sucursalId" choices={sucursales} validate={required()} sx={{ minWidth: 360 }} />
        <ProductoInput />
        <NumberInput source="existencia" label="resources.inventario.fields.existencia" step={1} min={0} validate={required()} />
        <Typography component="h3" variant="h6">
          {translate('resources.inventario.registrar.precios')}
        </Typography>
        <PreciosInputs />
      </SimpleForm>
    </Card>
  );
}

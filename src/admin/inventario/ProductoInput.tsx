import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { required, useInput, useTranslate } from 'react-admin';
import type { InventarioProductoOpcion } from '../../shared/contracts/admin-inventory';
import { inventarioApi } from './api';

/** The product to stock, searched by name or code as the clerk types (GET /admin/inventario/productos). */
export function ProductoInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'productoId', validate: required() });
  const [texto, setTexto] = useState('');
  const [elegido, setElegido] = useState<InventarioProductoOpcion | null>(null);
  const { data = [], isFetching } = useQuery({
    queryKey: ['inventario', 'productos', texto],
    queryFn: () => inventarioApi.productos(texto),
    enabled: texto.trim().length >= 2,
    staleTime: 30_000,
  });
  const error = fieldState.error?.message;
  return (
    <Autocomplete<InventarioProductoOpcion>
      options={data}
      value={elegido}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => `${o.nombre} · ${o.codigo}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, v) => setTexto(v)}
      onChange={(_e, v) => {
        setElegido(v);
        field.onChange(v?.id ?? null);
      }}
      noOptionsText={translate(texto.trim().length >= 2 ? 'resources.inventario.registrar.sin_resultados' : 'resources.inventario.registrar.producto_buscar')}
      sx={{ width: '100%', maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.inventario.fields.productoId') + ' *'}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : translate('resources.inventario.registrar.producto_buscar')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Producto } from '../../shared/contracts/admin-products';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AuditHistory } from '../common/AuditHistory';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { GaleriaProducto } from './GaleriaProducto';
import { ProductoMiniatura } from './ProductoMiniatura';
import { categoriaEtiqueta } from './useProductoOpciones';

function ShowActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <EditButton />
    </TopToolbar>
  );
}

function Etiquetas() {
  const record = useRecordContext<Producto>();
  const translate = useTranslate();
  if (!record?.etiqueta.length) return <Typography variant="body2">{translate('resources.producto.sin_etiquetas')}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.etiqueta.map((e) => (
        <Chip key={e.id} size="small" color="primary" variant="outlined" label={e.nombre} />
      ))}
    </Stack>
  );
}

function ImagenPrincipal() {
  const record = useRecordContext<Producto>();
  const translate = useTranslate();
  const src = record?.principalImagen?.sizes.md;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.producto.imagen.principal')}
      </Typography>
      {src ? (
        <img src={src} alt={record.nombre} style={{ maxWidth: 320, width: '100%', height: 'auto', borderRadius: 4 }} />
      ) : (
        <Typography variant="body2">{translate('mz.imagen.sin_imagen')}</Typography>
      )}
    </Box>
  );
}

export function ProductoShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="mz.resumen">
          <Stack direction="row" spacing={2} alignItems="center">
            <ProductoMiniatura size={96} />
            <Stack>
              <TextField source="nombre" variant="h5" component="h2" />
              <TextField source="codigo" color="text.secondary" />
            </Stack>
          </Stack>
          <TextField source="marca" emptyText="—" />
          <FunctionField<Producto>
            source="categoriaNombre"
            render={(r) => categoriaEtiqueta({ nombre: r.categoriaNombre, padreNombre: r.padreNombre })}
          />
          <Labeled label="resources.producto.fields.etiqueta">
            <Etiquetas />
          </Labeled>
          <FunctionField<Producto> source="impuesto" render={(r) => translate(`resources.producto.impuestos.${r.impuesto}`, { _: `${r.impuesto} %` })} />
          <FunctionField<Producto> source="estatus" render={(r) => estatusNombre[r.estatus as EstatusId]} />
          <NumberField source="existencia" />
          <TextField source="descripcion" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
          <TextField source="slug" />
          <DateField source="creadoEn" showTime locales={DISPLAY_LOCALE} />
          <DateField source="actualizadoEn" showTime locales={DISPLAY_LOCALE} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.producto.imagenes" path="imagenes">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <ImagenPrincipal />
            <GaleriaProducto readOnly />
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mz.bitacora.titulo" path="historial">
          <AuditHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

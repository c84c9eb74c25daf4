import { Box } from '@mui/material';
import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { HistorySection } from '../common/HistorySection';
import { ImagenUpload } from '../common/ImagenUpload';
import { GaleriaProducto } from './GaleriaProducto';
import { ProductoForm } from './ProductoForm';
import { QuitarImagenButton } from './QuitarImagenButton';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ShowButton />
    </TopToolbar>
  );
}

function Imagenes() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        width: { xs: '100%', md: 340 },
        flexShrink: 0,
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        '& > .MuiCard-root': { width: '100%', ml: 0, mt: 0 },
      }}
    >
      <ImagenUpload source="principalImagen" title="resources.producto.imagen.principal" />
      <QuitarImagenButton />
      <GaleriaProducto />
    </Box>
  );
}

/** Pessimistic saves, so server field errors (409 duplicates, bad category) land under the inputs. */
export function ProductoEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={<EditActions />}
      aside={<Imagenes />}
      redirect={false}
      // phones: the images go below the form
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <ProductoForm />
      <HistorySection />
    </Edit>
  );
}

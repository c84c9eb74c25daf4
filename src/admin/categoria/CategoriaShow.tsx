import { Stack, Typography } from '@mui/material';
import {
  ArrayField,
  ChipField,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CategoriaFull } from '../../shared/contracts/catalog';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { CategoriaMiniatura } from './CategoriaMiniatura';
import { AuditHistory } from '../common/AuditHistory';
import { EstatusToggleButton } from '../common/EstatusToggleButton';

function ShowActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <EditButton />
    </TopToolbar>
  );
}

function Subcategorias() {
  const record = useRecordContext<CategoriaFull>();
  const translate = useTranslate();
  if (!record?.subcategoria.length) return <Typography variant="body2">{translate('resources.categoria.sin_subcategorias')}</Typography>;
  return (
    <ArrayField source="subcategoria">
      <SingleFieldList linkType="show">
        <ChipField source="nombre" size="small" color="primary" />
      </SingleFieldList>
    </ArrayField>
  );
}

export function CategoriaShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="mz.resumen">
          <Stack direction="row" spacing={2} alignItems="center">
            <CategoriaMiniatura size={96} />
            <Stack>
              <TextField source="nombre" variant="h5" />
              <TextField source="slug" color="text.secondary" />
            </Stack>
          </Stack>
          <TextField source="padreNombre" emptyText="—" />
          <TextField source="icono" emptyText="—" />
          <FunctionField<CategoriaFull> source="estatus" render={(r) => estatusNombre[r.estatus as EstatusId]} />
          <NumberField source="orden" />
          <NumberField source="productos" />
          <Labeled label="resources.categoria.fields.subcategoria">
            <Subcategorias />
          </Labeled>
          <DateField source="creadoEn" showTime locales={DISPLAY_LOCALE} />
          <DateField source="actualizadoEn" showTime locales={DISPLAY_LOCALE} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mz.bitacora.titulo" path="historial">
          <AuditHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

import CategoryIcon from '@mui/icons-material/Category';
import { Box, Typography } from '@mui/material';
import { SelectInput, useRecordContext, type SelectInputProps } from 'react-admin';
import type { CategoriaFila } from '../../shared/contracts/catalog';
import { ICONOS, iconoOpcion, type IconoOpcion } from '../common/iconos';

function IconoChoice() {
  const choice = useRecordContext<IconoOpcion>();
  if (!choice) return null;
  const Icon = choice.icon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Icon fontSize="small" color="primary" />
      <span>{choice.nombre}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {choice.id}
      </Typography>
    </Box>
  );
}

/** Select of Material icon names with a preview; keeps a stored name that is not in the list. */
export function IconoInput(props: Omit<SelectInputProps, 'choices' | 'optionText'>) {
  const record = useRecordContext<CategoriaFila>();
  const stored = record?.icono;
  const choices = stored && !iconoOpcion(stored) ? [...ICONOS, { id: stored, nombre: stored, icon: CategoryIcon }] : ICONOS;
  return (
    <SelectInput
      helperText="resources.categoria.helpers.icono"
      emptyText="resources.categoria.helpers.sin_icono"
      {...props}
      choices={choices}
      optionText={<IconoChoice />}
    />
  );
}

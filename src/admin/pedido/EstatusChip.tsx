import { Chip } from '@mui/material';
import { ordenEstatusNombre, type OrdenEstatusId } from '../../shared/enums';
import { ESTATUS_COLOR } from './estatus';

/** An order status as a coloured chip. */
export function EstatusChip({ estatus, size = 'small' }: { estatus: number; size?: 'small' | 'medium' }) {
  const id = estatus as OrdenEstatusId;
  return <Chip size={size} label={ordenEstatusNombre[id] ?? estatus} sx={{ bgcolor: ESTATUS_COLOR[id] ?? 'grey.500', color: '#fff' }} />;
}

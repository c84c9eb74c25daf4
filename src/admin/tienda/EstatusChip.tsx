import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Estatus, estatusNombre, type EstatusId } from '../../shared/enums';

export function EstatusChip({ estatus }: { estatus?: number }) {
  const record = useRecordContext<{ estatus: number }>();
  const value = estatus ?? record?.estatus;
  if (value === undefined) return null;
  const active = value === Estatus.ACTIVO;
  return <Chip size="small" label={estatusNombre[value as EstatusId]} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}

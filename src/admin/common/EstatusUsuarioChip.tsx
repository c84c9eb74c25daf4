import { Chip } from '@mui/material';
import { UsuarioEstatus, usuarioEstatusNombre, type UsuarioEstatusId } from '../../shared/enums';
import { useRecordContext } from 'react-admin';

const COLOR: Partial<Record<number, 'success' | 'error' | 'warning' | 'default'>> = {
  [UsuarioEstatus.ACTIVO]: 'success',
  [UsuarioEstatus.BLOQUEADO]: 'error',
  [UsuarioEstatus.VERIFICAR_EMAIL]: 'warning',
};

/** A user status (Activo, Bloqueado...) as a chip. */
export function EstatusUsuarioChip({ estatus, size = 'small' }: { estatus: number; size?: 'small' | 'medium' }) {
  return <Chip size={size} label={usuarioEstatusNombre[estatus as UsuarioEstatusId] ?? estatus} color={COLOR[estatus] ?? 'default'} />;
}

/** The list row's user status as a chip (for DataTable columns). */
export function EstatusUsuarioField() {
  const r = useRecordContext<{ id: number; estatus: number }>();
  return r ? <EstatusUsuarioChip estatus={r.estatus} /> : null;
}

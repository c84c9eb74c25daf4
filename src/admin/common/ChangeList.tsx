import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BitacoraFila } from '../../shared/contracts/audit';

/** A stored value as a reader sees it: dashes for nothing, JSON for objects, text otherwise. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changed fields of one write: field, before, after; field names as the record's area calls them. */
export function ChangeList({ entry }: { entry: Pick<BitacoraFila, 'cambios' | 'recurso'> }) {
  const translate = useTranslate();
  const fields = Object.entries(entry.cambios);
  if (fields.length === 0) return <Typography variant="body2">{translate('mz.bitacora.sin_cambios')}</Typography>;
  const label = (campo: string) => translate(`resources.${entry.recurso}.fields.${campo}`, { _: campo });
  return (
    <Table size="small" aria-label={translate('mz.bitacora.cambios')}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('mz.bitacora.campo')}</TableCell>
          <TableCell component="th">{translate('mz.bitacora.antes')}</TableCell>
          <TableCell component="th">{translate('mz.bitacora.despues')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map(([campo, { antes, despues }]) => (
          <TableRow key={campo}>
            <TableCell>{label(campo)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>{formatAuditValue(antes)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>{formatAuditValue(despues)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { Box, Typography } from '@mui/material';
import { DateInput, useRecordContext } from 'react-admin';
import { fechaHora } from './format';

/** A person's full name over their e-mail, in one list cell. */
export function NombreEmailField() {
  const r = useRecordContext<{ id: number; nombre: string; apellido: string; email: string }>();
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2" fontWeight={600}>
        {r.nombre} {r.apellido}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {r.email}
      </Typography>
    </Box>
  );
}

/** The record's `source` moment as staff in Venezuela read it. */
export function FechaHoraField({ source }: { source: string }) {
  const r = useRecordContext<Record<string, unknown>>();
  return r ? <>{fechaHora((r[source] as string | null | undefined) ?? null)}</> : null;
}

/** The `desde`/`hasta` date filters of a list, labelled from the area's `filters` messages. */
export function rangoFechaFilters(resource: string) {
  return [
    <DateInput key="desde" source="desde" label={`resources.${resource}.filters.desde`} />,
    <DateInput key="hasta" source="hasta" label={`resources.${resource}.filters.hasta`} />,
  ];
}

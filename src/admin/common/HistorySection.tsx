import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuditHistory } from './AuditHistory';

/**
 * The record's 'Historial' as a folded section, for pages without tabs (edit forms, custom show pages);
 * it is read only when opened. Show pages with tabs use <AuditHistory path={path} /> in a TabbedShowLayout.Tab.
 * `path` names the history route where there is no resource record in context.
 */
export function HistorySection({ path, sx = { m: 2 } }: { path?: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={sx}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="historial-contenido" id="historial-encabezado">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('mz.bitacora.titulo')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="historial-contenido">
        <AuditHistory path={path} />
      </AccordionDetails>
    </Accordion>
  );
}

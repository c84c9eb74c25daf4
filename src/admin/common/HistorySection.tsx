import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuditHistory } from './AuditHistory';

/**
 * The record's 'Historial' as a folded section, for pages without tabs (edit forms, custom show pages);
 * it is read only when opened. Show pages with tabs use <AuditHistory /> in a TabbedShowLayout.Tab.
 */
export function HistorySection() {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={{ m: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="historial-contenido" id="historial-encabezado">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('mz.bitacora.titulo')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="historial-contenido">
        <AuditHistory />
      </AccordionDetails>
    </Accordion>
  );
}

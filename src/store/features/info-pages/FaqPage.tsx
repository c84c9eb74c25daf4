/** /{zona}/preguntas-frecuentes: questions and answers as an accordion, with a way to customer service. */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { link } from '../../lib/links';
import { FAQ, FAQ_INTRO } from './content/faq';
import { InfoFrame } from './InfoArticle';

export default function FaqPage() {
  return (
    <InfoFrame titulo="Preguntas frecuentes" resumen={FAQ_INTRO}>
      <Box>
        {FAQ.map((f, i) => (
          <Accordion key={f.pregunta} disableGutters elevation={0} sx={{ border: '1px solid #e2eadf', '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${i}`} aria-controls={`faq-${i}-respuesta`}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {f.pregunta}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${i}-respuesta`}>
              <Typography sx={{ lineHeight: 1.7 }} color="text.secondary">
                {f.respuesta}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography>¿Tiene otra pregunta?</Typography>
        <Button variant="contained" href={link('atencionCliente')}>
          Contactar a atención al cliente
        </Button>
      </Box>
    </InfoFrame>
  );
}

/** A static information page: title, lead, sections of paragraphs and bullet points, readable width. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { link } from '../../lib/links';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { useZoneStore } from '../../state/zone';
import type { InfoContent } from './content/types';

export function InfoFrame({ titulo, resumen, actualizado, children }: Omit<InfoContent, 'secciones'> & { children: ReactNode }) {
  const zona = useZoneStore((s) => s.zona);
  return (
    <Container maxWidth="md">
      {zona && <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: titulo }]} />}
      <Paper component="article" elevation={0} sx={{ p: { xs: 2.5, sm: 4, md: 6 }, border: '1px solid #e2eadf' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 1.5 }}>
          {titulo}
        </Typography>
        <Typography variant="body1" sx={{ fontSize: '1.08rem', color: 'text.secondary', mb: actualizado ? 1 : 3 }}>
          {resumen}
        </Typography>
        {actualizado && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 3 }}>
            {actualizado}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}

export default function InfoArticle({ content }: { content: InfoContent }) {
  const { secciones, ...frame } = content;
  return (
    <InfoFrame {...frame}>
      {secciones.map((s) => (
        <Box key={s.titulo} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1, color: 'primary.dark' }}>
            {s.titulo}
          </Typography>
          {s.parrafos.map((p) => (
            <Typography key={p} sx={{ mb: 1.25, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
          {s.lista && (
            <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
              {s.lista.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </InfoFrame>
  );
}

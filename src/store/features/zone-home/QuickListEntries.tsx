/** Entry points to the zone's quick lists: ready-made baskets for common occasions. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ListaRapida } from '../../../shared/contracts/catalog-pages';
import { link } from '../../lib/links';
import LinkBehavior from '../../components/LinkBehavior';
import QuickListCover from '../../components/QuickListCover';
import SectionHeader from './SectionHeader';

export default function QuickListEntries({ listas, zona }: { listas: ListaRapida[]; zona: string }) {
  if (listas.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="listas-titulo">
      <SectionHeader id="listas-titulo" titulo="Listas rápidas" verTodo={link('listasRapidas', { zona })} verTodoLabel="Ver todo: listas rápidas" />
      <Box sx={{ display: 'grid', gap: { xs: 1.25, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {listas.map((l) => (
          <Card key={l.id} sx={{ height: '100%' }}>
            <CardActionArea component={LinkBehavior} href={link('listaRapida', { zona, slug: l.slug })} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
              <QuickListCover imagen={l.imagen} sizes="(max-width: 899px) 50vw, 300px" />
              <Box sx={{ p: 1.5 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
                  {l.nombre}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {l.descripcion}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { link } from '../../lib/links';
import CategoryIcon from '../../components/CategoryIcon';
import LinkBehavior from '../../components/LinkBehavior';
import { srcSet } from '../../lib/images';
import { menuCategoriesQuery } from '../../lib/queries';

const CELL = { xs: 6, sm: 4, md: 3, lg: 2 } as const;

/** Top-level categories, each a link to its page. */
export default function CategoryGrid({ zona }: { zona: string }) {
  const { data, isPending, isError } = useQuery(menuCategoriesQuery);

  if (isError) return <Alert severity="error">No pudimos cargar las categorías.</Alert>;
  return (
    <Grid container spacing={2}>
      {isPending &&
        Array.from({ length: 6 }, (_, i) => (
          <Grid key={i} size={CELL}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      {data?.map((c) => (
        <Grid key={c.id} size={CELL}>
          <Card sx={{ height: '100%', transition: 'box-shadow .3s, transform .3s', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }}>
            <CardActionArea component={LinkBehavior} href={link('categoriaSlug', { zona, slug: c.slug })} sx={{ height: '100%', p: 2, textAlign: 'center' }}>
              <Box sx={{ aspectRatio: '1', display: 'grid', placeItems: 'center', mb: 1.5, borderRadius: '16px', overflow: 'hidden', bgcolor: '#eef6ea' }}>
                {c.miniaturaImagen ? (
                  <Box component="img" src={c.miniaturaImagen.sizes.md} srcSet={srcSet(c.miniaturaImagen)} sizes="(max-width: 599px) 45vw, 200px" alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <CategoryIcon icono={c.icono} size={48} color="#1a7f37" />
                )}
              </Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {c.nombre}
              </Typography>
              {c.subcategoria.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {c.subcategoria.length} {c.subcategoria.length === 1 ? 'sección' : 'secciones'}
                </Typography>
              )}
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

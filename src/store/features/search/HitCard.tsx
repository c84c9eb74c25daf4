/**
 * A search result as a product card (the look of components/ProductCard): image with the offer badge,
 * highlighted name and price, a link to the product that reports the click, and 'Agregar' below it.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { offerPercent } from '../../../shared/money';
import { link } from '../../lib/links';
import LinkBehavior from '../../components/LinkBehavior';
import PriceTag from '../../components/PriceTag';
import ResponsiveImage from '../../components/ResponsiveImage';
import { CARD_IMAGE_SIZES } from '../../lib/images';
import { sendClick } from '../../lib/insights';
import HighlightedName from './HighlightedName';
import HitAddToCart from './HitAddToCart';
import { hitImage, hitPrice, type SearchHit, type Shopper } from './search-hit';

export default function HitCard({ hit, shopper, zona, eager = false }: { hit: SearchHit; shopper: Shopper; zona: string; eager?: boolean }) {
  const precio = hitPrice(hit, shopper);
  const off = precio ? offerPercent(precio.precio, precio.oferta) : 0;
  return (
    <Card
      component="article"
      aria-label={hit.nombre}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'box-shadow .3s, transform .3s', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }}
    >
      <CardActionArea
        component={LinkBehavior}
        href={link('productoSlug', { zona, slug: hit.slug, queryID: hit.__queryID })}
        onClick={() => sendClick(hit.objectID, hit.__position ?? 1, hit.__queryID)}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', p: 1.5, pb: 1, gap: 1 }}
      >
        <Box sx={{ position: 'relative' }}>
          <ResponsiveImage imagen={hitImage(hit)} alt="" sizes={CARD_IMAGE_SIZES} ratio="1 / 1" fit="contain" eager={eager} sx={{ borderRadius: 2 }} />
          {off > 0 && <Chip label={`Oferta -${off}%`} color="secondary" size="small" sx={{ position: 'absolute', top: 8, right: 8, fontWeight: 700 }} />}
        </Box>
        <Typography
          component="h3"
          variant="body2"
          sx={{ fontWeight: 600, lineHeight: 1.3, minHeight: '2.6em', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          <HighlightedName hit={hit} />
        </Typography>
        <Box sx={{ mt: 'auto' }}>{precio && <PriceTag precio={precio} impuesto={hit.impuesto} hideBadge />}</Box>
      </CardActionArea>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <HitAddToCart hit={hit} shopper={shopper} stackOnPhone />
      </Box>
    </Card>
  );
}

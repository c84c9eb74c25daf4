/**
 * The product card of every listing: image, name, price for the caller's plan, a link to the product and
 * the 'Agregar' form below it (outside the link, so choosing a quantity never opens the product).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import { offerPercent } from '../../shared/money';
import { link } from '../lib/links';
import { toProductoCarrito } from '../lib/cart-product';
import { CARD_IMAGE_SIZES } from '../lib/images';
import AddToCart from './AddToCart';
import LinkBehavior from './LinkBehavior';
import PriceTag from './PriceTag';
import ResponsiveImage from './ResponsiveImage';

interface Props {
  producto: ProductoTarjeta;
  zona: string;
  /** Extra line under the price (a quick list's suggested quantity). */
  footer?: ReactNode;
  /** One of the first cards of a listing page, above the fold on a phone: its image is the page's LCP. */
  eager?: boolean;
}

export default function ProductCard({ producto, zona, footer, eager = false }: Props) {
  const off = offerPercent(producto.precio.precio, producto.precio.oferta);
  return (
    <Card
      component="article"
      aria-label={producto.nombre}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'box-shadow .3s, transform .3s', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }}
    >
      <CardActionArea
        component={LinkBehavior}
        href={link('productoSlug', { zona, slug: producto.slug })}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', p: 1.5, pb: 1, gap: 1 }}
      >
        <Box sx={{ position: 'relative' }}>
          <ResponsiveImage imagen={producto.imagen} alt="" sizes={CARD_IMAGE_SIZES} ratio="1 / 1" fit="contain" eager={eager} sx={{ borderRadius: 2 }} />
          {off > 0 && (
            <Chip
              label={`Oferta -${off}%`}
              color="secondary"
              size="small"
              sx={{ position: 'absolute', top: 8, right: 8, fontWeight: 700 }}
            />
          )}
        </Box>
        <Typography
          component="h3"
          variant="body2"
          sx={{ fontWeight: 600, lineHeight: 1.3, minHeight: '2.6em', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {producto.nombre}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <PriceTag precio={producto.precio} impuesto={producto.impuesto} hideBadge />
          {footer}
        </Box>
      </CardActionArea>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <AddToCart producto={toProductoCarrito(producto)} tipo={1} dense stackOnPhone />
      </Box>
    </Card>
  );
}

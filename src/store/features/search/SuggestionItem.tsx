/** One autocomplete hit: image and highlighted name (a link to the product), price, quantity and 'Agregar'. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { link } from '../../lib/links';
import LinkBehavior from '../../components/LinkBehavior';
import PriceTag from '../../components/PriceTag';
import ResponsiveImage from '../../components/ResponsiveImage';
import { sendClick } from '../../lib/insights';
import HighlightedName from './HighlightedName';
import HitAddToCart from './HitAddToCart';
import { hitImage, hitPrice, type SearchHit, type Shopper } from './search-hit';

/** The dropdown (a size container) is wide enough for quantity and 'Agregar' beside the name. */
const WIDE = '@container (min-width: 500px)';

interface Props {
  hit: SearchHit;
  shopper: Shopper;
  zona: string;
  /** The shopper opened the product. */
  onOpen(): void;
}

export default function SuggestionItem({ hit, shopper, zona, onOpen }: Props) {
  const precio = hitPrice(hit, shopper);
  const href = link('productoSlug', { zona, slug: hit.slug, queryID: hit.__queryID });
  const open = () => {
    sendClick(hit.objectID, hit.__position ?? 1, hit.__queryID);
    onOpen();
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 1,
        p: 1.5,
        borderBottom: '1px solid #eef2ec',
        [WIDE]: { gridTemplateColumns: '56px minmax(0, 1fr) 210px', alignItems: 'center' },
      }}
    >
      <Box component={LinkBehavior} href={href} onClick={open} tabIndex={-1} aria-hidden sx={{ gridRow: 'span 2', [WIDE]: { gridRow: 'auto' } }}>
        <ResponsiveImage imagen={hitImage(hit)} alt="" sizes="56px" ratio="1 / 1" fit="contain" style={{ borderRadius: 18 }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={LinkBehavior}
          href={href}
          onClick={open}
          data-sugerencia=""
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            color: 'text.primary',
            textDecoration: 'none',
            lineHeight: 1.3,
            borderRadius: 0.5,
            '&:hover, &:focus-visible': { color: 'primary.dark', textDecoration: 'underline' },
          }}
        >
          <HighlightedName hit={hit} />
        </Typography>
        {precio && <PriceTag precio={precio} impuesto={hit.impuesto} />}
      </Box>
      <Box sx={{ gridColumn: 2, [WIDE]: { gridColumn: 3 } }}>
        <HitAddToCart hit={hit} shopper={shopper} />
      </Box>
    </Box>
  );
}

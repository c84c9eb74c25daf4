/**
 * A product's price for the caller's plan in the display currency: offer badge and the regular price
 * struck through when on offer, 'IVA Incluido' when taxed, and the minimum of wholesale sale modes.
 * The currency comes from the store, so switching it re-renders at once without asking the server.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PrecioTarjeta } from '../../shared/contracts/catalog-pages';
import { minimumText, priceView } from '../lib/price-view';
import { useMoneda } from '../lib/use-website';

interface Props {
  precio: PrecioTarjeta;
  impuesto: string;
  size?: 'small' | 'large';
  /** The offer badge sits on the card's image instead. */
  hideBadge?: boolean;
}

export default function PriceTag({ precio, impuesto, size = 'small', hideBadge = false }: Props) {
  const { moneda } = useMoneda();
  const view = priceView(precio, impuesto, moneda);
  const large = size === 'large';
  return (
    <Box data-testid="precio" sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography
          component="span"
          data-testid="precio-actual"
          sx={{ fontWeight: 800, fontSize: large ? { xs: '1.75rem', md: '2.1rem' } : '1.1rem', color: view.regular ? 'secondary.dark' : 'text.primary', lineHeight: 1.2 }}
        >
          {view.actual}
        </Typography>
        {view.regular && (
          <Typography component="s" variant={large ? 'body1' : 'body2'} color="text.secondary" aria-label={`Antes ${view.regular}`}>
            {view.regular}
          </Typography>
        )}
        {view.regular && !hideBadge && (
          <Chip label={`Oferta -${view.ofertaPorcentaje}%`} color="secondary" size="small" sx={{ fontWeight: 700 }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, minHeight: large ? 0 : '1.25rem' }}>
        {view.ivaIncluido && (
          <Typography variant="caption" color="text.secondary">
            IVA Incluido
          </Typography>
        )}
        {view.minimo && (
          <Typography variant="caption" sx={{ color: 'primary.dark', fontWeight: 700 }}>
            {minimumText(view.minimo)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

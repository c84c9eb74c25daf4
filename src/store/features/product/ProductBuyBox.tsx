/**
 * The price block of a product: price for the caller's plan in the display currency, availability and
 * the 'Agregar' form with what the chosen quantity costs.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProductoTarjeta } from '../../../shared/contracts/catalog-pages';
import { isPositive } from '../../../shared/money';
import { defaultQuantity, quantityOptions } from '../../../shared/quantity';
import AddToCart from '../../components/AddToCart';
import PriceTag from '../../components/PriceTag';
import { toProductoCarrito } from '../../lib/cart-product';
import { lineTotal } from '../../lib/price-view';
import { useMoneda } from '../../lib/use-website';
import { saleRules } from './sale-rules';

export default function ProductBuyBox({ producto }: { producto: ProductoTarjeta }) {
  const { moneda } = useMoneda();
  const modalidad = producto.precio.modalidadVenta;
  const existencia = producto.inventario[0]?.existencia ?? 0;
  const options = quantityOptions(modalidad, existencia).filter((q) => q > 0);
  const [cantidad, setCantidad] = useState(() => defaultQuantity(modalidad));
  const chosen = options.includes(cantidad) ? cantidad : (options[0] ?? 0);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, borderRadius: 4, bgcolor: 'background.paper', border: '1px solid #e2eadf', display: 'grid', gap: 2 }}>
      <PriceTag precio={producto.precio} impuesto={producto.impuesto} size="large" />
      {!isPositive(producto.impuesto) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          Exento de IVA
        </Typography>
      )}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.dark', fontWeight: 600 }}>
        <CheckCircle fontSize="small" aria-hidden />
        {existencia > 0 ? `Disponible: ${existencia} ${existencia === 1 ? 'unidad' : 'unidades'}` : 'Agotado'}
      </Typography>
      {options.length > 0 && (
        <Box
          data-testid="barra-agregar"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            // phones: the add bar stays above the bottom menu (56 px) while the price block is on screen
            position: { xs: 'sticky', md: 'static' },
            bottom: { xs: 'calc(56px + 8px + env(safe-area-inset-bottom, 0px))', md: 'auto' },
            zIndex: 1,
            bgcolor: 'background.paper',
            py: { xs: 1, md: 0 },
            borderRadius: 2,
            boxShadow: { xs: '0 -4px 12px rgba(20, 80, 40, 0.08)', md: 'none' },
          }}
        >
          <AddToCart producto={toProductoCarrito(producto)} tipo={1} onQuantityChange={setCantidad} />
          <Typography variant="body2" aria-live="polite">
            Total por {chosen} {chosen === 1 ? 'unidad' : 'unidades'}:{' '}
            <Box component="strong" data-testid="total-cantidad">
              {lineTotal(producto.precio, producto.impuesto, chosen, moneda)}
            </Box>
          </Typography>
        </Box>
      )}
      {saleRules(modalidad).map((rule) => (
        <Typography key={rule} variant="body2" color="text.secondary">
          {rule}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The floating cart panel (spec section 2): tabs, lines, empty-cart button, totals in every currency with the
 * rate, the minimum purchase notice and 'Finalizar Compra'. A right drawer, full width on phones.
 */
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import SidePanel from '../../components/SidePanel';
import { usePlan } from '../../lib/use-plan';
import { useResolve } from '../../lib/use-website';
import { useCartStore } from '../../state/cart';
import { usePanelsStore } from '../../state/panels';
import CartLineItem from './CartLineItem';
import CartTabs from './CartTabs';
import CartTotals from './CartTotals';
import { pageTotals } from './cart-totals';
import ClearCartButton from './ClearCartButton';
import { useCartView } from './use-cart';
import { useCheckout } from './use-checkout';

export default function CartPanel() {
  const open = usePanelsStore((s) => s.open === 'carrito');
  const closeAll = usePanelsStore((s) => s.closeAll);
  const { zona, uid, pagina, lines, saving, loading } = useCartView();
  const { setQuantity, clearPage, load } = useCartStore.getState();
  const plan = usePlan();
  const minimoCompra = useResolve().data?.configuracion.minimoCompra ?? '0.00';
  const totals = pageTotals(lines, minimoCompra, plan);
  const { checkout, validating, error, belowMinimum } = useCheckout(zona ?? '', pagina, uid);
  const busy = saving || loading || validating;

  useEffect(() => {
    if (open && zona) void load(zona);
  }, [open, zona, uid, load]);

  return (
    <SidePanel
      open={open}
      onClose={closeAll}
      title="Mi carrito"
      closeLabel="Cerrar carrito"
      icon={<ShoppingCartOutlined aria-hidden />}
      paperSx={{ width: { xs: '100%', sm: 440 }, display: 'flex', flexDirection: 'column' }}
      dialogLabel="Carrito de compras"
    >
      <CartTabs pagina={pagina} guest={!uid} />
      <Box sx={{ height: 4 }}>{(saving || loading) && <LinearProgress aria-label="Actualizando carrito" />}</Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {lines.length === 0 ? (
          <Box role="status" sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
            <ShoppingCartOutlined sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
            <Typography variant="h6" component="p" color="text.primary">
              Su carrito está vacío
            </Typography>
            <Typography variant="body2">Agregue productos para verlos aquí.</Typography>
          </Box>
        ) : (
          <Box component="ul" aria-label={`Productos del Carrito #${pagina + 1}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((line) => (
              <CartLineItem
                key={line.item.id}
                zona={zona ?? ''}
                line={line}
                disabled={busy}
                onQuantity={(cantidad) => zona && void setQuantity(zona, pagina, line.item.id, cantidad)}
              />
            ))}
          </Box>
        )}
      </Box>
      {lines.length > 0 && zona && (
        <Box sx={{ borderTop: '1px solid #e2eadf', px: 2, pt: 1.5, pb: { xs: 9, md: 2 }, display: 'grid', gap: 1.25, bgcolor: '#f8fbf6' }}>
          <CartTotals totals={totals} warn={belowMinimum} />
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <ClearCartButton pagina={pagina} disabled={busy} onConfirm={() => void clearPage(zona, pagina)} />
            <Button variant="contained" size="large" disabled={busy} onClick={() => void checkout(totals.minimoAlcanzado)} sx={{ flex: 1, maxWidth: 240 }}>
              Finalizar Compra
            </Button>
          </Box>
        </Box>
      )}
      <Dialog open={validating} aria-labelledby="validando-carrito">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
          <CircularProgress size={28} />
          <Typography id="validando-carrito">Validando carrito…</Typography>
        </DialogContent>
      </Dialog>
    </SidePanel>
  );
}

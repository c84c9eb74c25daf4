/** Tabs 'Carrito #1' to '#3': 2 and 3 need login; the tab changes only when the cart is not loading. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { CART_PAGES, useCartStore } from '../../state/cart';
import { loginUrl } from '../../lib/http-errors';
import { currentUrl } from '../../lib/navigation';

export default function CartTabs({ pagina, guest }: { pagina: number; guest: boolean }) {
  const selectPage = useCartStore((s) => s.selectPage);
  const loading = useCartStore((s) => s.loading);
  const [askLogin, setAskLogin] = useState(false);

  function change(next: number) {
    if (guest && next > 0) {
      setAskLogin(true);
      return;
    }
    setAskLogin(false);
    selectPage(next);
  }

  return (
    <>
      <Tabs value={pagina} onChange={(_, next: number) => change(next)} variant="fullWidth" aria-label="Carritos">
        {Array.from({ length: CART_PAGES }, (_, i) => (
          <Tab key={i} value={i} label={`Carrito #${i + 1}`} disabled={loading && i !== pagina} sx={{ fontWeight: 700, minWidth: 0 }} />
        ))}
      </Tabs>
      {askLogin && (
        <Alert
          severity="info"
          onClose={() => setAskLogin(false)}
          sx={{ m: 2, mb: 0 }}
          action={
            <Button color="inherit" size="small" href={loginUrl(currentUrl())}>
              Ingresar
            </Button>
          }
        >
          Ingrese con su cuenta para usar los carritos #2 y #3.
        </Alert>
      )}
    </>
  );
}

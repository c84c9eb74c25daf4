/**
 * The checkout of one cart page: delivery, coupon, payment and summary on one page (one column on phones).
 * The idempotency key is made once per visit, so a double click or a retry gives the same order; a 409
 * reloads the page data and says what changed; a 422 or 400 shows the reasons beside their fields.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { minimumMessage } from '../../../shared/order-totals';
import { ApiError } from '../../lib/http-errors';
import { ordersKeys, type DireccionUsuario, type FormPago, type OrdenResumen } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';
import { useCustomerUid, useMoneda, useMoney } from '../../lib/use-website';
import CartAdjusted from './CartAdjusted';
import {
  adjustmentMessages,
  initialState,
  orderRequest,
  splitServerErrors,
  viewOf,
  withoutErrorsOf,
  type CheckoutErrors,
  type CheckoutState,
} from './checkout-state';
import CouponSection from './CouponSection';
import DeliverySection from './DeliverySection';
import OrderSummary from './OrderSummary';
import PaymentSection from './PaymentSection';
import { usePlaceOrder } from './use-place-order';

interface Props {
  form: FormPago;
  pagina: number;
  reload(): Promise<unknown>;
  onPlaced(orden: OrdenResumen): void;
}

/** What the server answered to 'Confirmar pedido' when it refused it. */
interface Notice {
  severity: 'warning' | 'error';
  titulo: string;
  mensaje: string;
  otros: string[];
  /** The total the shopper had confirmed, when the server refused it (409). */
  totalAnterior?: string;
}

export default function CheckoutForm({ form, pagina, reload, onPlaced }: Props) {
  const [state, setState] = useState<CheckoutState>(() => initialState(form));
  const [clave] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const queryClient = useQueryClient();
  const uid = useCustomerUid();
  const { moneda } = useMoneda();
  const money = useMoney();
  const place = usePlaceOrder(form, pagina, onPlaced);
  const view = viewOf(form, state);
  const ajustes = adjustmentMessages(form, pagina);

  function change(patch: Partial<CheckoutState>) {
    setState((s) => ({ ...s, ...patch }));
    setErrors((e) => withoutErrorsOf(e, patch));
  }

  function addressSaved(direccion: DireccionUsuario) {
    queryClient.setQueryData<FormPago | null>(ordersKeys.formPago(uid, form.zona.slug, pagina), (old) =>
      old ? { ...old, direccion: [...old.direccion.filter((d) => d.id !== direccion.id), direccion] } : old,
    );
    change({ direccionUsuarioId: direccion.id, ventana: null });
  }

  function confirm() {
    if (place.isPending) return;
    const request = orderRequest(form, state, view, { claveIdempotencia: clave, monedaId: moneda?.id ?? 1 });
    setNotice(null);
    if ('errors' in request) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    place.mutate(request.body, {
      onError: async (error) => {
        if (!(error instanceof ApiError) || error.handled) return;
        const { byKey, otros } = splitServerErrors(error.body.errores);
        setErrors(byKey);
        if (error.status === 409) {
          setNotice({ severity: 'warning', titulo: 'Su pedido cambió', mensaje: error.body.mensaje, otros, totalAnterior: view.totals.total });
          await reload();
        } else {
          setNotice({ severity: 'error', titulo: 'No pudimos registrar su pedido', mensaje: error.body.mensaje, otros });
        }
      },
    });
  }

  const pendientes = Object.values(errors);
  const emptyOrBelow = !form.minimoAlcanzado || view.totals.productos === '0.00';
  const antes = notice?.totalAnterior && notice.totalAnterior !== view.totals.total ? bothCurrencies(notice.totalAnterior, form.tasa) : null;
  const ahora = bothCurrencies(view.totals.total, form.tasa);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {ajustes.length > 0 && <CartAdjusted mensajes={ajustes} />}
        {!form.minimoAlcanzado && (
          <Alert severity="error" role="alert">
            {minimumMessage(money(form.minimoCompra))}
          </Alert>
        )}
        <DeliverySection form={form} state={state} view={view} errors={errors} onChange={change} onAddressSaved={addressSaved} />
        <CouponSection form={form} cupon={state.cupon} descuento={view.totals.descuento} error={errors.cupon} onApplied={(cupon) => change({ cupon })} />
        <PaymentSection form={form} state={state} view={view} errors={errors} onChange={change} />
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 120 } }}>
        <OrderSummary form={form} view={view} sending={place.isPending} disabled={emptyOrBelow} onConfirm={confirm}>
          <TextField
            label="Nota para el pedido (opcional)"
            value={state.nota}
            onChange={(e) => change({ nota: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            minRows={2}
            fullWidth
            size="small"
            sx={{ mt: 2 }}
          />
          {pendientes.length > 0 && !notice && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              <AlertTitle>Revise su pedido</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {pendientes.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Box>
            </Alert>
          )}
          {notice && (
            <Alert severity={notice.severity} sx={{ mt: 2 }} role="alert">
              <AlertTitle>{notice.titulo}</AlertTitle>
              {notice.mensaje}
              {antes && (
                <Box component="p" sx={{ m: 0, mt: 0.5 }}>
                  El total era {antes.usd} ({antes.bs}); ahora es {ahora.usd} ({ahora.bs}). Revise y confirme de nuevo.
                </Box>
              )}
              {notice.otros.filter((o) => o !== notice.mensaje).length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {notice.otros
                    .filter((o) => o !== notice.mensaje)
                    .map((o) => (
                      <li key={o}>{o}</li>
                    ))}
                </Box>
              )}
            </Alert>
          )}
        </OrderSummary>
      </Box>
    </Box>
  );
}

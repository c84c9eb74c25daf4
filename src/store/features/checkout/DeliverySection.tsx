/**
 * Step 1: delivery or express to a saved or new address (area cost and time shown) or pickup at a zone point;
 * then the window (express: the area's earliest, shown, not chosen).
 */
import AddLocationAlt from '@mui/icons-material/AddLocationAlt';
import Bolt from '@mui/icons-material/Bolt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Storefront from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { TipoEnvio } from '../../../shared/enums';
import { isPositive } from '../../../shared/money';
import type { DireccionUsuario, FormPago } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';
import AddressForm from './AddressForm';
import { EXPRESS_NO_LLEGA, toAddress, type AreaEntrega, type CheckoutErrors, type CheckoutState, type CheckoutView } from './checkout-state';
import SectionCard from './SectionCard';
import WindowSelect, { ExpressWindow } from './WindowSelect';

interface Props {
  form: FormPago;
  state: CheckoutState;
  view: CheckoutView;
  errors: CheckoutErrors;
  onChange(patch: Partial<CheckoutState>): void;
  onAddressSaved(direccion: DireccionUsuario): void;
}

function OptionLabel({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{titulo}</Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** 'Sin costo', or what picking up costs in both currencies and from which amount it is free. */
function pickupCostText(costo: string, gratisDesde: string | null, tasa: string): string {
  if (!isPositive(costo)) return 'Sin costo de retiro';
  const precio = bothCurrencies(costo, tasa);
  const gratis = gratisDesde === null ? '' : ` · gratis en compras desde ${bothCurrencies(gratisDesde, tasa).usd}`;
  return `Retiro ${precio.usd} (${precio.bs})${gratis}`;
}

/** What delivering to an area costs with the chosen type, in both currencies, and when it arrives. */
function AreaCost({ area, express, tasa }: { area: AreaEntrega | undefined; express: boolean; tasa: string }) {
  if (!area) return <div>Fuera de las áreas de entrega actuales</div>;
  if (express && !area.express) return <div>Sin envío express a esta área</div>;
  const precio = bothCurrencies(express ? area.express!.costoEnvio : area.costoEnvio, tasa);
  return express ? (
    <div>
      Express {precio.usd} ({precio.bs}) · {area.express!.ventana.etiqueta}
    </div>
  ) : (
    <div>
      Envío {precio.usd} ({precio.bs}) · llega en {area.tiempoEnvio} min aprox.
    </div>
  );
}

const optionSx = { m: 0, mb: 1, pr: 2, border: '1px solid #e2eadf', borderRadius: 3, alignItems: 'flex-start', width: '100%' } as const;

export default function DeliverySection({ form, state, view, errors, onChange, onAddressSaved }: Props) {
  const delivery = toAddress(state.tipoEnvio);
  const express = state.tipoEnvio === TipoEnvio.EXPRESS;
  const [adding, setAdding] = useState(form.direccion.length === 0);
  const areaOf = (d: DireccionUsuario) => form.area.find((a) => a.id === d.area.id);

  return (
    <SectionCard numero={1} titulo="Entrega">
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={state.tipoEnvio}
        onChange={(_, tipo: number | null) => tipo && onChange({ tipoEnvio: tipo, ventana: null })}
        aria-label="Tipo de entrega"
        sx={{ mb: 2 }}
      >
        <ToggleButton value={TipoEnvio.DELIVERY} disabled={form.area.length === 0}>
          <LocalShipping sx={{ mr: 1 }} /> Delivery
        </ToggleButton>
        <ToggleButton value={TipoEnvio.EXPRESS} disabled={!form.area.some((a) => a.express)}>
          <Bolt sx={{ mr: 1 }} /> Express
        </ToggleButton>
        <ToggleButton value={TipoEnvio.PICKUP} disabled={form.retiro.length === 0}>
          <Storefront sx={{ mr: 1 }} /> Retiro en tienda
        </ToggleButton>
      </ToggleButtonGroup>

      {delivery ? (
        <Box>
          {form.direccion.length > 0 && (
            <RadioGroup
              aria-label="Direcciones guardadas"
              value={state.direccionUsuarioId === null ? '' : String(state.direccionUsuarioId)}
              onChange={(e) => onChange({ direccionUsuarioId: Number(e.target.value), ventana: null })}
            >
              {form.direccion.map((d) => {
                const area = areaOf(d);
                return (
                  <FormControlLabel
                    key={d.id}
                    value={String(d.id)}
                    disabled={!area}
                    control={<Radio />}
                    sx={optionSx}
                    label={
                      <OptionLabel titulo={d.nombre}>
                        <div>{d.direccion}</div>
                        <div>
                          {d.area.nombre} · {d.sector.nombre}
                        </div>
                        <AreaCost area={area} express={express} tasa={form.tasa} />
                      </OptionLabel>
                    }
                  />
                );
              })}
            </RadioGroup>
          )}
          {adding ? (
            <AddressForm
              zona={form.zona.slug}
              areas={form.area}
              onSaved={(d) => {
                setAdding(false);
                onAddressSaved(d);
              }}
              onCancel={form.direccion.length > 0 ? () => setAdding(false) : undefined}
            />
          ) : (
            <Button startIcon={<AddLocationAlt />} onClick={() => setAdding(true)}>
              Agregar una dirección nueva
            </Button>
          )}
        </Box>
      ) : (
        <RadioGroup
          aria-label="Puntos de retiro"
          value={state.direccionZonaId === null ? '' : String(state.direccionZonaId)}
          onChange={(e) => onChange({ direccionZonaId: Number(e.target.value), ventana: null })}
        >
          {form.retiro.map((r) => (
            <FormControlLabel
              key={r.id}
              value={String(r.id)}
              control={<Radio />}
              sx={optionSx}
              label={
                <OptionLabel titulo={r.nombre}>
                  <div>{r.direccion}</div>
                  {r.referencia && <div>{r.referencia}</div>}
                  {r.telefono && <div>Teléfono: {r.telefono}</div>}
                  <div>{pickupCostText(r.costoEnvio, r.envioGratisDesde, form.tasa)}</div>
                </OptionLabel>
              }
            />
          ))}
        </RadioGroup>
      )}
      {errors.entrega && (
        <FormHelperText error sx={{ mb: 1 }}>
          {errors.entrega}
        </FormHelperText>
      )}

      {express && view.area ? (
        <Stack sx={{ mt: 2 }}>
          {view.area.express ? <ExpressWindow express={view.area.express} tasa={form.tasa} /> : <Alert severity="info">{EXPRESS_NO_LLEGA}</Alert>}
        </Stack>
      ) : (delivery ? view.area : view.punto) ? (
        <Stack sx={{ mt: 2 }}>
          <WindowSelect
            ventanas={view.ventanas}
            value={state.ventana}
            onChange={(ventana) => onChange({ ventana })}
            pickup={!delivery}
            error={errors.ventana}
          />
        </Stack>
      ) : (
        delivery &&
        !adding &&
        form.direccion.length > 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Elija una dirección para ver los horarios de entrega.
          </Alert>
        )
      )}
    </SectionCard>
  );
}

/**
 * The 'Agregar' form of every product (spec sections 2 and 5): a quantity (default minimo x unidad) that
 * adds to the current zone's active cart page. Cards and the autocomplete (dense) choose it with a compact
 * −/+ stepper (shared/quantity.ts: stepQuantity), the product page with the select of the sale mode's options.
 */
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useState } from 'react';
import type { ProductoCarrito } from '../../shared/contracts/cart';
import { CarritoDetalleEstatus } from '../../shared/enums';
import { checkQuantity, defaultQuantity, quantityOptions, stepQuantity, type ModalidadVenta } from '../../shared/quantity';
import { useCartStore } from '../state/cart';
import { useZoneStore } from '../state/zone';
import NativeSelectField from './NativeSelectField';

interface Props {
  producto: ProductoCarrito;
  /** 1: full product record; 2: search-index record. */
  tipo: 1 | 2;
  /** Compact layout for cards and the autocomplete. */
  dense?: boolean;
  /** Select above the button on phones (two-column product cards are ~150 px wide). */
  stackOnPhone?: boolean;
  onAdded?: (cantidad: number) => void;
  /** Tells the page which quantity is chosen (the product page shows what it costs). */
  onQuantityChange?: (cantidad: number) => void;
}

const FEEDBACK_MS = 1500;

interface StepperProps {
  nombre: string;
  modalidad: ModalidadVenta;
  existencia: number;
  value: number;
  disabled: boolean;
  onChange(cantidad: number): void;
}

/** −, the quantity, +: three small elements instead of a select (cards are many on a page). */
function QuantityStepper({ nombre, modalidad, existencia, value, disabled, onChange }: StepperProps) {
  const down = stepQuantity(modalidad, existencia, value, -1);
  const up = stepQuantity(modalidad, existencia, value, 1);
  const buttonSx = { width: 32, height: 32, borderRadius: 1.5, color: 'primary.dark' };
  return (
    <Box
      role="group"
      aria-label={`Cantidad de ${nombre}`}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', border: '1px solid', borderColor: 'divider', borderRadius: 2, flex: '0 0 auto', bgcolor: 'background.paper' }}
    >
      <IconButton size="small" aria-label="Disminuir cantidad" disabled={disabled || down === value} onClick={() => onChange(down)} sx={buttonSx}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" aria-label="Cantidad" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {disabled && value === 0 ? 0 : value}
      </Box>
      <IconButton size="small" aria-label="Aumentar cantidad" disabled={disabled || up === value} onClick={() => onChange(up)} sx={buttonSx}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export default function AddToCart({ producto, tipo, dense = false, stackOnPhone = false, onAdded, onQuantityChange }: Props) {
  const zona = useZoneStore((s) => s.zona?.slug ?? null);
  const saving = useCartStore((s) => s.saving);
  const addItem = useCartStore((s) => s.addItem);
  const modalidad = producto.precio?.modalidadVenta ?? null;
  const options = modalidad ? quantityOptions(modalidad, producto.existencia).filter((q) => q > 0) : [];
  const initial = modalidad ? defaultQuantity(modalidad) : 0;
  const [cantidad, setCantidad] = useState(initial);
  const [added, setAdded] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const valid = modalidad !== null && checkQuantity(cantidad, modalidad, producto.existencia) === CarritoDetalleEstatus.ACTIVO;
  const value = valid ? cantidad : (options[0] ?? '');
  const available = Boolean(zona) && options.length > 0;

  async function add() {
    if (!zona || typeof value !== 'number') return;
    if (await addItem(zona, producto, tipo, value)) {
      setAdded(true);
      onAdded?.(value);
    }
  }

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexDirection: stackOnPhone ? { xs: 'column', sm: 'row' } : 'row',
        alignItems: stackOnPhone ? { xs: 'stretch', sm: 'center' } : 'center',
        flexWrap: dense ? 'nowrap' : 'wrap',
      }}
    >
      {dense && modalidad ? (
        <QuantityStepper
          nombre={producto.nombre}
          modalidad={modalidad}
          existencia={producto.existencia}
          value={typeof value === 'number' ? value : 0}
          disabled={!available || saving}
          onChange={(q) => {
            setCantidad(q);
            onQuantityChange?.(q);
          }}
        />
      ) : (
        <NativeSelectField
          required
          id={`${id}-cantidad`}
          label={dense ? 'Cant.' : 'Cantidad'}
          value={value}
          options={options.length === 0 ? [{ value: '', label: '0' }] : options.map((q) => ({ value: q, label: String(q) }))}
          disabled={!available || saving}
          onChange={(v) => {
            setCantidad(Number(v));
            onQuantityChange?.(Number(v));
          }}
          sx={{ minWidth: dense ? 76 : 110, flex: dense ? '0 0 auto' : undefined }}
        />
      )}
      <Button
        variant="contained"
        color={added ? 'success' : 'primary'}
        size={dense ? 'small' : 'medium'}
        disabled={!available || saving}
        onClick={add}
        startIcon={added ? <CheckIcon /> : <AddShoppingCartIcon />}
        aria-label={`Agregar ${producto.nombre} al carrito`}
        sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', py: dense ? 0.75 : 1, '& .MuiButton-startIcon': dense ? { display: 'none' } : undefined }}
      >
        <span aria-live="polite">{available ? (added ? 'Agregado' : 'Agregar') : 'Agotado'}</span>
      </Button>
    </Box>
  );
}

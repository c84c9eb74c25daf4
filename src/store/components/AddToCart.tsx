/**
 * The 'Agregar' form of every product (spec sections 2 and 5): a required quantity select with the sale
 * mode's options (default minimo x unidad) that adds to the current zone's active cart page.
 */
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import type { ProductoCarrito } from '../../shared/contracts/cart';
import { defaultQuantity, quantityOptions } from '../../shared/quantity';
import { useCartStore } from '../state/cart';
import { useZoneStore } from '../state/zone';

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

  const value = options.includes(cantidad) ? cantidad : (options[0] ?? '');
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
      <TextField
        select
        required
        id={`${id}-cantidad`}
        label={dense ? 'Cant.' : 'Cantidad'}
        size="small"
        value={value}
        disabled={!available || saving}
        onChange={(e) => {
          setCantidad(Number(e.target.value));
          onQuantityChange?.(Number(e.target.value));
        }}
        sx={{ minWidth: dense ? 76 : 110, flex: dense ? '0 0 auto' : undefined }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {options.length === 0 && <MenuItem value="">0</MenuItem>}
        {options.map((q) => (
          <MenuItem key={q} value={q}>
            {q}
          </MenuItem>
        ))}
      </TextField>
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

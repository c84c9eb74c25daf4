/**
 * 'Agregar toda la lista': every product of a quick list into the active cart with its suggested quantity
 * (the server already gives it as a valid option for the caller's plan).
 */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ListaRapidaItem } from '../../../shared/contracts/catalog-pages';
import { toProductoCarrito } from '../../lib/cart-product';
import { useCartStore } from '../../state/cart';

export default function AddListButton({ zona, items }: { zona: string; items: ListaRapidaItem[] }) {
  const saving = useCartStore((s) => s.saving);
  const addItems = useCartStore((s) => s.addItems);
  const [added, setAdded] = useState(false);

  async function addAll() {
    const lines = items.map((i) => ({ producto: toProductoCarrito(i.producto), tipo: 1 as const, cantidad: i.cantidad }));
    setAdded(await addItems(zona, lines));
  }

  return (
    <Button variant="contained" startIcon={<PlaylistAddIcon />} disabled={saving} onClick={addAll} sx={{ mt: 1 }} fullWidth>
      {added ? 'Lista agregada al carrito' : 'Agregar toda la lista'}
    </Button>
  );
}

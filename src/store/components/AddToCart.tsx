/**
 * The 'Agregar' form of every product (spec sections 2 and 5): a quantity (default minimo x unidad) that
 * adds to the current zone's active cart page. Cards and the autocomplete (dense) choose it with a compact
 * −/+ stepper (shared/quantity.ts: stepQuantity), the product page with the select of the sale mode's options.
 * Plain elements and static classes (product-card.module.css): no MUI on the pages' first paint (issue 8).
 */
import { useEffect, useId, useState } from 'react';
import type { ProductoCarrito } from '../../shared/contracts/cart';
import { CarritoDetalleEstatus } from '../../shared/enums';
import { checkQuantity, defaultQuantity, quantityOptions, stepQuantity, type ModalidadVenta } from '../../shared/quantity';
import { useCartStore } from '../state/cart';
import { useZoneStore } from '../state/zone';
import { PlainIcon } from './PlainIcon';
import css from './product-card.module.css';
import SelectField from './SelectField';

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

/** −, the quantity, +: three plain elements instead of a select (cards are many on a page); the − and + are CSS masks, not SVG elements. */
function QuantityStepper({ nombre, modalidad, existencia, value, disabled, onChange }: StepperProps) {
  const down = stepQuantity(modalidad, existencia, value, -1);
  const up = stepQuantity(modalidad, existencia, value, 1);
  return (
    <div role="group" aria-label={`Cantidad de ${nombre}`} className={css.stepper}>
      <button type="button" aria-label="Disminuir cantidad" disabled={disabled || down === value} onClick={() => onChange(down)} className={`${css.stepButton} ${css.minus}`} />
      <output aria-live="polite" aria-label="Cantidad" className={css.quantity}>
        {disabled && value === 0 ? 0 : value}
      </output>
      <button type="button" aria-label="Aumentar cantidad" disabled={disabled || up === value} onClick={() => onChange(up)} className={`${css.stepButton} ${css.plus}`} />
    </div>
  );
}

export default function AddToCart({ producto, tipo, dense = false, stackOnPhone = false, onAdded, onQuantityChange }: Props) {
  const zona = useZoneStore((s) => s.zona?.slug ?? null);
  const saving = useCartStore((s) => s.saving);
  const modalidad = producto.precio?.modalidadVenta ?? null;
  // a card's stepper needs only the first option (and whether there is one); the product page's select all
  const options = modalidad ? quantityOptions(modalidad, producto.existencia, dense ? 1 : undefined).filter((q) => q > 0) : [];
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
    // read when pressed: one store subscription less in every card
    if (await useCartStore.getState().addItem(zona, producto, tipo, value)) {
      setAdded(true);
      onAdded?.(value);
    }
  }

  const label = available ? (added ? 'Agregado' : 'Agregar') : 'Agotado';
  if (dense) {
    // cards and the autocomplete: plain elements (product-card.module.css), many on a page
    return (
      <div className={stackOnPhone ? `${css.add} ${css.stack}` : css.add}>
        {modalidad && (
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
        )}
        <button
          type="button"
          disabled={!available || saving}
          onClick={add}
          aria-label={`Agregar ${producto.nombre} al carrito`}
          className={added ? `${css.addButton} ${css.added}` : css.addButton}
        >
          <span aria-live="polite">{label}</span>
        </button>
      </div>
    );
  }

  return (
    <div className={stackOnPhone ? `${css.addFull} ${css.stack}` : css.addFull}>
      <SelectField
        required
        id={`${id}-cantidad`}
        label="Cantidad"
        value={value}
        options={options.length === 0 ? [{ value: '', label: '0' }] : options.map((q) => ({ value: q, label: String(q) }))}
        disabled={!available || saving}
        onChange={(v) => {
          setCantidad(Number(v));
          onQuantityChange?.(Number(v));
        }}
        className={css.quantityField}
      />
      <button
        type="button"
        disabled={!available || saving}
        onClick={add}
        aria-label={`Agregar ${producto.nombre} al carrito`}
        className={added ? `${css.addButton} ${css.addLarge} ${css.added}` : `${css.addButton} ${css.addLarge}`}
      >
        <PlainIcon name={added ? 'check' : 'addCart'} className={css.addIcon} />
        <span aria-live="polite">{label}</span>
      </button>
    </div>
  );
}

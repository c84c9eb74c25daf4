/** One cart line: image, name, unit price, quantity select (the current value always stays), remove, status. */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CarritoDetalleEstatus } from '../../../shared/enums';
import { unitPrice } from '../../../shared/money';
import { lineAmounts } from '../../../shared/order-totals';
import { optionsIncluding } from '../../../shared/quantity';
import { link } from '../../lib/links';
import ResponsiveImage from '../../components/ResponsiveImage';
import { useMoney } from '../../lib/use-website';
import type { CartLine } from '../../state/cart';

interface Props {
  zona: string;
  line: CartLine;
  disabled: boolean;
  onQuantity(cantidad: number): void;
}

export default function CartLineItem({ zona, line, disabled, onQuantity }: Props) {
  const money = useMoney();
  const { item } = line;
  const precio = item.precio;
  const options = precio ? optionsIncluding(precio.modalidadVenta, item.existencia, line.cantidad) : [0, line.cantidad];
  const message = line.estatus !== undefined && line.estatus !== CarritoDetalleEstatus.ACTIVO ? line.mensaje : null;

  return (
    <Box
      component="li"
      aria-label={item.nombre}
      sx={{ display: 'grid', gridTemplateColumns: '64px 1fr auto', gap: 1.5, alignItems: 'center', py: 1.5, borderBottom: '1px solid #e8efe5' }}
    >
      <ResponsiveImage imagen={item.imagen} alt="" sizes="64px" ratio="1 / 1" fit="contain" style={{ borderRadius: 24, background: '#fff' }} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          href={link('productoSlug', { zona, slug: item.slug })}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, fontSize: '0.9rem', lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.nombre}
        </Link>
        <Typography variant="body2" color="text.secondary" data-testid="precio-unitario">
          {precio ? `${money(unitPrice(precio.precio, precio.oferta, item.impuesto).total)} c/u` : 'No disponible'}
        </Typography>
        {precio && (
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="total-linea">
            {money(lineAmounts({ precio: precio.precio, oferta: precio.oferta, impuesto: item.impuesto, cantidad: line.cantidad }).total)}
          </Typography>
        )}
        {message && (
          <Typography variant="caption" color="warning.dark" role="status" sx={{ display: 'block', fontWeight: 600 }}>
            {message}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <TextField
          select
          required
          size="small"
          label="Cant."
          value={line.cantidad}
          disabled={disabled}
          onChange={(e) => onQuantity(Number(e.target.value))}
          sx={{ width: 84 }}
          slotProps={{
            htmlInput: { 'aria-label': `Cantidad de ${item.nombre}` },
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {options.map((q) => (
            <MenuItem key={q} value={q}>
              {q}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={`Quitar ${item.nombre}`} disabled={disabled} onClick={() => onQuantity(0)} size="small">
          <DeleteOutline />
        </IconButton>
      </Box>
    </Box>
  );
}

/** The cart page was adjusted to what can be bought now (spec section 8): the warning and what changed. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

export default function CartAdjusted({ mensajes }: { mensajes: string[] }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Carrito actualizado</AlertTitle>
      Se modificó automáticamente el Carrito por la disponibilidad de algunos productos
      {mensajes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {mensajes.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

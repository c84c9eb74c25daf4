/** A friendly message when a listing has nothing to show, with a way back. */
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface Props {
  titulo: string;
  texto?: string;
  /** A link (href) or, for 'Reintentar' and the like, an action (onClick). */
  accion?: { label: string; href: string } | { label: string; onClick: () => void };
}

export default function EmptyState({ titulo, texto, accion }: Props) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 2, bgcolor: 'background.paper', borderRadius: 4, border: '1px dashed #cfdcca' }}>
      <Inventory2Outlined aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 1 }} />
      <Typography variant="h6" component="p">
        {titulo}
      </Typography>
      {texto && (
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
          {texto}
        </Typography>
      )}
      {accion && (
        <Button variant="contained" {...('href' in accion ? { href: accion.href } : { onClick: accion.onClick })} sx={{ mt: 2.5 }}>
          {accion.label}
        </Button>
      )}
    </Box>
  );
}

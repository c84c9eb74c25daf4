/** A numbered step of the checkout page ('1 Entrega'), a labelled region so each step can be found. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  numero: number;
  titulo: string;
  children: ReactNode;
}

export default function SectionCard({ numero, titulo, children }: Props) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ borderRadius: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 30,
              height: 30,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              flexShrink: 0,
            }}
          >
            {numero}
          </Box>
          <Typography id={id} variant="h6" component="h2">
            {titulo}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

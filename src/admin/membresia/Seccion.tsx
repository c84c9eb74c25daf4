import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled card of the request page. */
export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {translate(titulo)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

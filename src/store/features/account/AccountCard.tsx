/** The card every 'Mi cuenta' page sits in: title, subtitle, a way back to the profile. */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import PageTitle from '../../components/PageTitle';
import { link } from '../../lib/links';

interface Props {
  title: string;
  subtitle?: string;
  back?: boolean;
  children: ReactNode;
}

export default function AccountCard({ title, subtitle, back = true, children }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 } }}>
      <PageTitle titulo={title} />
      {back && (
        <Button href={link('miCuenta')} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 1 }}>
          Mi perfil
        </Button>
      )}
      <Card sx={{ borderRadius: '24px', boxShadow: '0 8px 30px rgba(20, 80, 40, 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}

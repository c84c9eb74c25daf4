import { Box, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The figures and charts load as their own chunk, after the greeting. */
const DashboardPanel = lazy(() => import('../dashboard/DashboardPanel'));

/** Start page: a greeting and the staff member's figures (sales, orders, stock, searches) for their roles and zones. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="mz.panel.titulo" />
      <Typography variant="h5" sx={{ mb: 2 }}>
        {translate('mz.panel.bienvenida', { email: identity?.fullName ?? '' })}
      </Typography>
      <Suspense fallback={<LinearProgress />}>
        <DashboardPanel />
      </Suspense>
    </Box>
  );
}

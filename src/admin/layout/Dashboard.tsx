import { Alert, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link, Title, useGetIdentity, useTranslate } from 'react-admin';
import { useVisibleMenu } from './useVisibleMenu';

/** Start page: a greeting and a card for each area the user may open. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { groups, isPending } = useVisibleMenu();
  const entries = groups.flatMap((group) => group.entries);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="mz.panel.titulo" />
      <Typography variant="h5" sx={{ mb: 0.5 }}>
        {translate('mz.panel.bienvenida', { email: identity?.fullName ?? '' })}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>
        {translate('mz.panel.areas')}
      </Typography>
      {!isPending && entries.length === 0 && <Alert severity="info">{translate('mz.panel.sin_areas')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {entries.map(({ resource, label, icon: Icon }) => (
          <Card key={resource}>
            <CardActionArea component={Link} to={`/${resource}`}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Icon color="primary" fontSize="large" />
                <Typography variant="h6">{translate(label)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

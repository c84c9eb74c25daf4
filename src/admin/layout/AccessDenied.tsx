import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { Link, Title, useLocation, useTranslate } from 'react-admin';
import type { AccessDenial } from '../../shared/roles';
import { ACCESS_MESSAGES } from '../../shared/roles';
import { accessDeniedMessage } from '../providers/auth-provider';

/** Route of the 403 page; zone-scoped areas send `zona` so it words the missing zone role. */
export function accessDeniedPath(denial: Exclude<AccessDenial, null | 'login'> = 'area'): string {
  return denial === 'zona' ? '/access-denied?motivo=zona' : '/access-denied';
}

/** The 'Área restringida' alert of spec section 6. */
export function AccessDeniedAlert({ denial }: { denial: AccessDenial }) {
  return (
    <Alert severity="error" variant="outlined" sx={{ maxWidth: 640 }}>
      <AlertTitle>{ACCESS_MESSAGES.titulo}</AlertTitle>
      {accessDeniedMessage(denial)}
    </Alert>
  );
}

/** The 403 page react-admin shows when canAccess refuses a resource the user opened directly. */
export function AccessDenied() {
  const translate = useTranslate();
  const { search } = useLocation();
  const denial: AccessDenial = new URLSearchParams(search).get('motivo') === 'zona' ? 'zona' : 'area';
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Title title={ACCESS_MESSAGES.titulo} />
      <Typography variant="h3" component="p" color="error" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('mz.acceso.codigo')}
      </Typography>
      <AccessDeniedAlert denial={denial} />
      <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
        {translate('mz.acceso.volver')}
      </Button>
    </Box>
  );
}

import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Link, Typography } from '@mui/material';
import { Login, LoginForm, useTranslate } from 'react-admin';

/** Staff login: brand, the e-mail and password form, and a way back to the store. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login
      avatarIcon={<StorefrontIcon />}
      sx={{ background: 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 45%, #81c784 100%)' }}
    >
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('mz.app.titulo')}
        </Typography>
        <Typography variant="subtitle1" color="primary">
          {translate('mz.app.subtitulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('mz.login.bienvenida')}
        </Typography>
      </Box>
      <LoginForm />
      <Box sx={{ textAlign: 'center', pb: 2 }}>
        <Link href="/" variant="body2">
          {translate('mz.login.volver')}
        </Link>
      </Box>
    </Login>
  );
}

import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';

/** Page title, a way back to the store, and the user's e-mail with the logout entry. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, mr: 2, display: { xs: 'none', md: 'inline' } }}>
        {translate('mz.app.titulo')}
      </Typography>
      <TitlePortal />
      <Button color="inherit" href="/" startIcon={<StorefrontIcon />} sx={{ mr: 1 }}>
        {translate('mz.app.tienda')}
      </Button>
    </RaAppBar>
  );
}

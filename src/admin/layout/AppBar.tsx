import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

/** Page title, a way back to the store, and the user's e-mail with the logout entry. */
export function AppBar() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <RaAppBar
      userMenu={
        // the button shows the e-mail, so its accessible name says it too
        <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, mr: 2, display: { xs: 'none', md: 'inline' } }}>
        {translate('mz.app.titulo')}
      </Typography>
      <TitlePortal component="h1" />
      <Button color="inherit" href="/" startIcon={<StorefrontIcon />} aria-label={translate('mz.app.tienda')} sx={{ mr: 1, minWidth: 0 }}>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('mz.app.tienda')}
        </Box>
      </Button>
    </RaAppBar>
  );
}

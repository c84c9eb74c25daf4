import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The back office theme: react-admin's light theme in the store's market green. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#2e7d32', contrastText: '#ffffff' },
    secondary: { main: '#1b5e20', contrastText: '#ffffff' },
    background: { default: '#f4f6f4' },
  },
  sidebar: { width: 260, closedWidth: 56 },
};

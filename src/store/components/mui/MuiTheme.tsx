/**
 * The storefront's MUI theme around a part that uses MUI. The app has no ThemeProvider at its root: the
 * shell and the first screens are plain elements, and MUI with emotion (the biggest vendor code) loads
 * only with a part that renders it: lazy pages, panels, dialogs and menus (see lazy-themed.tsx).
 */
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

export default function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

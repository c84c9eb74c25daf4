/**
 * A fresh grocery look: greens, white cards, rounded corners; MUI texts in Spanish. Only the parts that
 * still use MUI read it, inside MuiTheme (the shell and first screens are plain CSS modules, issue 8).
 */
import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import LinkBehavior from '../LinkBehavior';

export const theme = createTheme(
  {
    // contrast >= 4.5:1 for white text: primary 5.1:1, secondary (offer chips, buttons) 5.0:1
    palette: {
      primary: { main: '#1a7f37', dark: '#146c2e', light: '#4caf50', contrastText: '#ffffff' },
      secondary: { main: '#b45309', light: '#f57c00', dark: '#8a3f06', contrastText: '#ffffff' },
      background: { default: '#f3f7f1', paper: '#ffffff' },
      text: { primary: '#1d2b1f', secondary: '#55655a' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
      MuiLink: { defaultProps: { component: LinkBehavior, underline: 'hover' } },
      MuiButton: { styleOverrides: { root: { borderRadius: 999 } } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e2eadf' } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    },
  },
  esES,
);

import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Widths of the side menu, open and folded to icons. */
export const SIDEBAR = { width: 240, closedWidth: 56 } as const;

/** The back office theme: react-admin's light theme in the store's market green. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    // 5.5:1 on a filled input's grey (#ebebeb), so a focused field's label reads too
    primary: { main: '#256b29', contrastText: '#ffffff' },
    secondary: { main: '#1b5e20', contrastText: '#ffffff' },
    // darker than MUI's defaults so text buttons in these colours read at 4.5:1 on white
    warning: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f4f6f4' },
  },
  sidebar: SIDEBAR,
  components: {
    ...defaultLightTheme.components,
    // the page never grows past the window: a table wider than its room scrolls inside its card
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
    },
    // helper texts of disabled inputs still explain something: keep them readable (4.5:1)
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // react-admin's empty-list message is faded below a readable contrast
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' }, '& .RaEmpty-icon': { color: 'rgba(0, 0, 0, 0.2)' } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
    // react-admin names its row checkboxes with an aria-label on the checkbox's wrapping span, where it is not
    // allowed and leaves the input itself unnamed: the name goes to the input instead
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          // slotProps.input replaces the older inputProps prop: keep what a checkbox passes there
          input: (ownerState: { 'aria-label'?: string; inputProps?: object }) => ({
            ...ownerState.inputProps,
            ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
          }),
        },
      },
    },
  },
};

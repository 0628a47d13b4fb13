import { createTheme } from '@mui/material/styles'

export const PAGE_BACKGROUND = '#f4f6f9'

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e8c', dark: '#163a69', light: '#4a74ad', contrastText: '#ffffff' },
    secondary: { main: '#0f7b6c' },
    background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5b6776' },
    divider: '#e1e6ed',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, '@media (max-width: 599.98px)': { fontSize: '1.45rem' } },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    h3: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
  },
})

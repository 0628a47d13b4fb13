import { defaultTheme, type RaThemeOptions } from 'react-admin'

// The system's own fonts: nothing to download, and nothing fetched from a font CDN.
const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',')

/** The portal's calm blue, so that staff moving between both apps feel at home. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f4e8c', contrastText: '#fff' },
    secondary: { light: '#5a82bd', main: '#2d64ad', dark: '#163a69', contrastText: '#fff' },
    background: { default: '#f3f5f9', paper: '#fff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: systemFonts,
  },
  components: {
    ...defaultTheme.components,
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-headerCell': { fontWeight: 600, backgroundColor: '#eef2f8' },
          // Every table wider than its card scrolls inside it (see AppLayout), not the page.
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        },
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
  },
}

import { useMediaQuery, type Theme } from '@mui/material'

/** Below MUI's `sm` breakpoint (600 px): lists become simple lists and their filters go behind a button. */
export const usePhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true })

import type { ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { Outlet } from 'react-router-dom'
import { MuiTheme } from '../components/MuiTheme'
import { QueryScope } from './QueryScope'

/**
 * What the public pages built with MUI and server-state queries need: the theme and the query cache. Loaded with the
 * first such page, so that the login page carries neither.
 */
export function MuiScope({ children }: { children?: ReactNode }) {
  return (
    <MuiTheme>
      <CssBaseline />
      <QueryScope>{children ?? <Outlet />}</QueryScope>
    </MuiTheme>
  )
}

/** As a lazy layout route (router.tsx). */
export const Component = MuiScope

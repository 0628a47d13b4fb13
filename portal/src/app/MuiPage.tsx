import { Outlet } from 'react-router-dom'
import { MuiTheme } from '../components/MuiTheme'

/** The signed-in pages still built with MUI, inside the light frame: the theme comes with them (router.tsx). */
export function Component() {
  return (
    <MuiTheme>
      <Outlet />
    </MuiTheme>
  )
}

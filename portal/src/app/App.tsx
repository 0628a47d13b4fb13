import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { routes } from './router'

const router = createBrowserRouter(routes)

/**
 * The MUI theme is not here: the public pages that use MUI get it with their layout (MuiScope), the signed-in ones
 * inside the light frame (MuiPage, lazyMui); the login page goes without.
 */
export function App() {
  return <RouterProvider router={router} />
}

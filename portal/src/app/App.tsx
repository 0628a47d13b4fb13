import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { routes } from './router'

const router = createBrowserRouter(routes)

/** The MUI theme is not here: pages that use MUI get it with their layout (MuiScope), the login page goes without. */
export function App() {
  return <RouterProvider router={router} />
}

import { useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router-dom'
import { createQueryClient } from '../lib/queries'

/**
 * The server-state cache of the pages that ask the api, without MUI: the signed-in frame's pages share it (the home's
 * banners and its contracts panel read the same answers). It lives as long as the scope: signing out (the login page
 * is outside it) leaves no one's data behind.
 */
export function QueryScope({ children }: { children?: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>
}

/** As a lazy layout route (router.tsx). */
export const Component = QueryScope

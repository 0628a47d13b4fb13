import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { AppBar } from './AppBar'
import { useDocumentLanguage } from './useDocumentLanguage'

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage()
  return <Layout appBar={AppBar}>{children}</Layout>
}

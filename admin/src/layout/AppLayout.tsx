import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { useDocumentLanguage } from './useDocumentLanguage'

// A flex item keeps its content's width by default: without a zero minimum, a wide table widens the whole page
// instead of scrolling inside its card.
const contentMayShrink = { '& .RaLayout-content': { minWidth: 0 } }

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage()
  return (
    <Layout appBar={AppBar} menu={AppMenu} sx={contentMayShrink}>
      {children}
    </Layout>
  )
}

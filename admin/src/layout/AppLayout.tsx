import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { UploadProgress } from '../components/UploadProgress'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { useDocumentLanguage } from './useDocumentLanguage'

// A flex item keeps its content's width by default, and react-admin's layout root is `min-width: fit-content`:
// without a zero minimum at each level (the root, the content, a list's main column), a wide table widens the
// whole page instead of scrolling inside its card.
const contentMayShrink = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaEdit-main, & .RaShow-main': { minWidth: 0 },
}

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage()
  return (
    <Layout appBar={AppBar} menu={AppMenu} sx={contentMayShrink}>
      <UploadProgress />
      {children}
    </Layout>
  )
}

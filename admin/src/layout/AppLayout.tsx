import type { ReactNode } from 'react'
import { Layout, useGetIdentity } from 'react-admin'
import { UploadProgress } from '../components/UploadProgress'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { useDocumentLanguage } from './useDocumentLanguage'
import { lazyScreen } from '../components/lazyScreen'

// A flex item keeps its content's width by default, and react-admin's layout root is `min-width: fit-content`:
// without a zero minimum at each level (the root, the content, a list's main column), a wide table widens the
// whole page instead of scrolling inside its card.
const contentMayShrink = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaEdit-main, & .RaShow-main': { minWidth: 0 },
}

/** Drawn once per admin: its code (and the QR library) in a chunk of its own. */
const TotpEnrolment = lazyScreen(
  () => import('./totp/TotpEnrolment').then((module) => module.TotpEnrolment),
  'form'
)

/** Every page, unless the user must enrol in two-factor sign-in first: then only the enrolment screen. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage()
  // The session answer says so (the server refuses the pages' calls meanwhile, and checkError reads it again).
  const { identity } = useGetIdentity()
  if (identity?.totpEnrolmentRequired) return <TotpEnrolment />
  return (
    <Layout appBar={AppBar} menu={AppMenu} sx={contentMayShrink}>
      <UploadProgress />
      {children}
    </Layout>
  )
}

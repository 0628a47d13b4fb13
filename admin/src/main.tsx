import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SignInGate } from './signIn/SignInGate'

/** The app with react-admin and MUI: fetched only for the staff (SignInGate), never on the sign-in page. */
const loadApp = () => import('./App').then((module) => module.App)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInGate loadApp={loadApp} />
  </StrictMode>
)

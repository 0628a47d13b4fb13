import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BootShell } from './BootShell'

function servedAs(path: string, session: unknown) {
  window.history.replaceState(null, '', path)
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'pw-session'
  block.textContent = JSON.stringify(session)
  document.head.append(block)
}

const signedIn = {
  isLoggedIn: true,
  applicationDataForLoggedInUser: {
    user: { login: 'demo', profile: { displayName: 'Jan Kowalski' } },
  },
}

afterEach(() => {
  document.getElementById('pw-session')?.remove()
  window.history.replaceState(null, '', '/')
})

describe('the first frame while the page loads', () => {
  it("greets a signed-in visitor on the home in the page's language", () => {
    servedAs('/pl/home', signedIn)
    render(<BootShell />)
    expect(screen.getByRole('heading', { name: 'Witaj, Jan Kowalski' })).toBeTruthy()
    // Read only: the session stays for the app to take.
    expect(document.getElementById('pw-session')).not.toBeNull()
  })

  it('shows the frame and the loader on another signed-in page, the loader alone to a visitor', () => {
    servedAs('/en/profile', signedIn)
    const { unmount } = render(<BootShell />)
    expect(screen.getByText('Posted Workers Portal')).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
    unmount()

    document.getElementById('pw-session')?.remove()
    servedAs('/en/login', { isLoggedIn: false, applicationDataForLoggedInUser: null })
    render(<BootShell />)
    expect(screen.getByRole('progressbar')).toBeTruthy()
    expect(screen.queryByText('Posted Workers Portal')).toBeNull()
  })
})

import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { en } from './messages/en'
import { SignInError, TotpRequired, type SignInParams } from './sessionApi'
import { SignInForm } from './SignInForm'
import { translatorOf } from './signInMessages'

const translate = translatorOf(en)

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** The form with a login that answers each call in turn (a value resolves, an error rejects). */
const renderForm = (...answers: unknown[]) => {
  const login = vi.fn(async (params: SignInParams) => {
    void params
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer
  })
  render(<SignInForm translate={translate} login={login} />)
  return login
}

describe('the sign-in form', () => {
  it('sends the password, then the code of an account with a second factor', async () => {
    const login = renderForm(new TotpRequired(), undefined)
    type(/Username/, '  admin ')
    type(/Password/, 'Admin1234!')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('Enter the 6-digit code shown by your authenticator app.')).toBeTruthy()
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'Admin1234!' })
    type(/Verification code/, '123 456')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ code: '123456' }))
  })

  it('asks for six digits before sending a code', async () => {
    const login = renderForm(new TotpRequired())
    type(/Username/, 'admin')
    type(/Password/, 'Admin1234!')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByLabelText(/Verification code/)
    type(/Verification code/, '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText('Enter the 6 digits of the code')).toBeTruthy()
    expect(screen.getByLabelText(/Verification code/).getAttribute('aria-invalid')).toBe('true')
    expect(login).toHaveBeenCalledTimes(1)
  })

  it("shows the server's refusal of the password, and the staff-only refusal of a customer, in words", async () => {
    renderForm(
      new SignInError('Identifiant ou mot de passe incorrect.', 401),
      new SignInError('app.auth.not_admin')
    )
    type(/Username/, 'demo')
    type(/Password/, 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiant ou mot de passe incorrect.')

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("This area is reserved to the provider's staff")
    )
  })

  it('shows a wrong code under the field, and asks for the password again once the half-done sign-in expired', async () => {
    renderForm(
      new TotpRequired(),
      new SignInError('Code incorrect.', 400),
      new SignInError('Session expirée, reconnectez-vous.', 401)
    )
    type(/Username/, 'admin')
    type(/Password/, 'Admin1234!')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByLabelText(/Verification code/)
    type(/Verification code/, '000000')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Code incorrect.')).toBeTruthy()

    type(/Verification code/, '111111')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Session expirée, reconnectez-vous.')
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(/Username/) as HTMLInputElement).value).toBe('admin')
  })

  it('takes a recovery code instead, and goes back to the password', async () => {
    const login = renderForm(new TotpRequired(), undefined)
    type(/Username/, 'admin')
    type(/Password/, 'Admin1234!')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }))
    type(/Recovery code/, 'abcde-fghij')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ code: 'abcde-fghij' }))

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }))
    expect(screen.getByLabelText(/Password/)).toBeTruthy()
  })
})

/**
 * The light sign-in page's words in English, under the keys of the app's messages (i18n/en.ts, react-admin's), which
 * say the same (messages.test.ts): only the visitor's language is fetched before the sign-in.
 */
export const en = {
  'app.back_office': 'Back-office',
  'app.product': 'Posted Workers Portal',
  'app.auth.login_hint': 'Sign in with your staff account',
  'app.auth.not_admin': "This area is reserved to the provider's staff",
  'app.auth.language': 'Language',
  'ra.auth.username': 'Username',
  'ra.auth.password': 'Password',
  'ra.auth.sign_in': 'Sign in',
  'ra.auth.sign_in_error': 'Authentication failed, please retry',
  'ra.notification.http_error': 'Server communication error',
  'app.totp.code_step': 'Enter the 6-digit code shown by your authenticator app.',
  'app.totp.recovery_step': 'Enter one of your recovery codes. Each code works only once.',
  'app.totp.code': 'Verification code',
  'app.totp.recovery_code': 'Recovery code',
  'app.totp.use_recovery': 'Use a recovery code',
  'app.totp.use_app': 'Use the code from the app',
  'app.totp.verify': 'Verify',
  'app.totp.back': 'Back to sign-in',
  'app.totp.six_digits': 'Enter the 6 digits of the code',
}

export type SignInKey = keyof typeof en
export type SignInMessages = Record<SignInKey, string>

/** Two-factor sign-in's words: the login's code step and the enrolment screen, in English. */
export const enTotp = {
  code_step: 'Enter the 6-digit code shown by your authenticator app.',
  recovery_step: 'Enter one of your recovery codes. Each code works only once.',
  code: 'Verification code',
  recovery_code: 'Recovery code',
  use_recovery: 'Use a recovery code',
  use_app: 'Use the code from the app',
  verify: 'Verify',
  back: 'Back to sign-in',
  six_digits: 'Enter the 6 digits of the code',
  enrol_title: 'Set up two-factor sign-in',
  enrol_intro:
    'The back-office requires a second step at sign-in: a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…).',
  scan: 'Scan this QR code with the app, or type the key into it, then enter the 6-digit code it shows.',
  qr_label: 'QR code to add the account to an authenticator app',
  key: 'Key',
  copy: 'Copy',
  copied: 'Copied',
  confirm: 'Confirm',
  recovery_title: 'Your recovery codes',
  recovery_text:
    'If you lose your phone, each of these codes replaces the code from the app once. Keep them somewhere safe: they will not be shown again.',
  download: 'Download',
  saved: 'I have saved my recovery codes',
  continue: 'Continue to the back-office',
  sign_out: 'Sign out',
}

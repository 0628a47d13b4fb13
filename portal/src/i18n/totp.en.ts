import type { totpFr } from './totp.fr'

export const totpEn: typeof totpFr = {
  'totp.title': 'Two-factor sign-in',
  'totp.active': 'On',
  'totp.on': 'Enabled: after your password, signing in asks for a code from your authenticator app.',
  'totp.off':
    'Protect your account with a second step: a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…).',
  'totp.enable': 'Enable',
  'totp.disable': 'Disable',
  'totp.renew': 'New recovery codes',
  'totp.enableTitle': 'Enable two-factor sign-in',
  'totp.scanText':
    'Scan this QR code with your authenticator app, or type the key below into it, then enter the 6-digit code it shows.',
  'totp.qrLabel': 'QR code to add the account to an authenticator app',
  'totp.secret': 'Key',
  'totp.code': 'Code from the app',
  'totp.codeOrRecovery': 'Code from the app or recovery code',
  'totp.confirm': 'Confirm',
  'totp.recoveryTitle': 'Your recovery codes',
  'totp.recoveryText':
    'If you lose your phone, each of these codes replaces the code from the app once. Keep them somewhere safe: they will not be shown again.',
  'totp.recoveryCodes': 'recovery codes',
  'totp.download': 'Download',
  'totp.saved': 'I have saved them',
  'totp.disableTitle': 'Disable two-factor sign-in',
  'totp.disableText': 'Enter your password and a code from your app (or a recovery code).',
  'totp.password': 'Password',
  'totp.renewText':
    'Your current recovery codes will stop working. Enter a code from your app (or a recovery code) to continue.',
  'totp.generate': 'Generate',
}

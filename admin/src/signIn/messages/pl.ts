import type { SignInMessages } from './en'

/** The light sign-in page's words in Polish (see en.ts). */
export const pl: SignInMessages = {
  'app.back_office': 'Back-office',
  'app.product': 'Portal Pracowników Delegowanych',
  'app.auth.login_hint': 'Zaloguj się kontem pracownika',
  'app.auth.not_admin': 'Ten obszar jest zarezerwowany dla pracowników usługodawcy',
  'app.auth.language': 'Język',
  'ra.auth.username': 'Nazwa użytkownika',
  'ra.auth.password': 'Hasło',
  'ra.auth.sign_in': 'Zaloguj się',
  'ra.auth.sign_in_error': 'Uwierzytelnianie nie powiodło się, spróbuj ponownie',
  'ra.notification.http_error': 'Błąd komunikacji z serwerem',
  'app.totp.code_step': 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  'app.totp.recovery_step': 'Wpisz jeden z kodów zapasowych. Każdy kod działa tylko raz.',
  'app.totp.code': 'Kod weryfikacyjny',
  'app.totp.recovery_code': 'Kod zapasowy',
  'app.totp.use_recovery': 'Użyj kodu zapasowego',
  'app.totp.use_app': 'Użyj kodu z aplikacji',
  'app.totp.verify': 'Zweryfikuj',
  'app.totp.back': 'Powrót do logowania',
  'app.totp.six_digits': 'Wpisz 6 cyfr kodu',
}

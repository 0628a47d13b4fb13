import type { enTotp } from './en'

/** Two-factor sign-in's words: the login's code step and the enrolment screen, in Polish. */
export const plTotp: typeof enTotp = {
  code_step: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  recovery_step: 'Wpisz jeden z kodów zapasowych. Każdy kod działa tylko raz.',
  code: 'Kod weryfikacyjny',
  recovery_code: 'Kod zapasowy',
  use_recovery: 'Użyj kodu zapasowego',
  use_app: 'Użyj kodu z aplikacji',
  verify: 'Zweryfikuj',
  back: 'Powrót do logowania',
  six_digits: 'Wpisz 6 cyfr kodu',
  enrol_title: 'Włącz logowanie dwuetapowe',
  enrol_intro:
    'Panel administracyjny wymaga drugiego etapu logowania: kodu z aplikacji uwierzytelniającej w telefonie (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…).',
  scan: 'Zeskanuj ten kod QR aplikacją lub wpisz w niej klucz, a następnie wpisz 6-cyfrowy kod, który pokaże.',
  qr_label: 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
  key: 'Klucz',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
  confirm: 'Potwierdź',
  recovery_title: 'Twoje kody zapasowe',
  recovery_text:
    'Jeśli zgubisz telefon, każdy z tych kodów jeden raz zastąpi kod z aplikacji. Przechowuj je w bezpiecznym miejscu: nie zostaną pokazane ponownie.',
  download: 'Pobierz',
  saved: 'Zapisałem kody zapasowe',
  continue: 'Przejdź do panelu',
  sign_out: 'Wyloguj',
}

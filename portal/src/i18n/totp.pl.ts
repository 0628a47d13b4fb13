import type { totpFr } from './totp.fr'

export const totpPl: typeof totpFr = {
  'totp.title': 'Logowanie dwuetapowe',
  'totp.active': 'Włączone',
  'totp.on': 'Włączone: po haśle logowanie wymaga kodu z aplikacji uwierzytelniającej.',
  'totp.off':
    'Chroń konto drugim etapem: kodem z aplikacji uwierzytelniającej w telefonie (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…).',
  'totp.enable': 'Włącz',
  'totp.disable': 'Wyłącz',
  'totp.renew': 'Nowe kody zapasowe',
  'totp.enableTitle': 'Włącz logowanie dwuetapowe',
  'totp.scanText':
    'Zeskanuj ten kod QR aplikacją uwierzytelniającą lub wpisz w niej poniższy klucz, a następnie wpisz 6-cyfrowy kod, który pokaże.',
  'totp.qrLabel': 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
  'totp.secret': 'Klucz',
  'totp.code': 'Kod z aplikacji',
  'totp.codeOrRecovery': 'Kod z aplikacji lub kod zapasowy',
  'totp.confirm': 'Potwierdź',
  'totp.recoveryTitle': 'Twoje kody zapasowe',
  'totp.recoveryText':
    'Jeśli zgubisz telefon, każdy z tych kodów jeden raz zastąpi kod z aplikacji. Przechowuj je w bezpiecznym miejscu: nie zostaną pokazane ponownie.',
  'totp.recoveryCodes': 'kody zapasowe',
  'totp.download': 'Pobierz',
  'totp.saved': 'Zapisałem je',
  'totp.disableTitle': 'Wyłącz logowanie dwuetapowe',
  'totp.disableText': 'Wpisz hasło i kod z aplikacji (lub kod zapasowy).',
  'totp.password': 'Hasło',
  'totp.renewText':
    'Obecne kody zapasowe przestaną działać. Aby kontynuować, wpisz kod z aplikacji (lub kod zapasowy).',
  'totp.generate': 'Wygeneruj',
}

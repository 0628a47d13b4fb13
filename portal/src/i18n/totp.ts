/** The texts of two-factor sign-in: the login page's code step and the profile's section. */
export const totpFr = {
  'login.totp.title': 'Code de vérification',
  'login.totp.text': 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  'login.totp.code': 'Code de vérification',
  'login.totp.recoveryText': 'Saisissez l’un de vos codes de secours. Chaque code ne fonctionne qu’une fois.',
  'login.totp.recoveryCode': 'Code de secours',
  'login.totp.useRecovery': 'Utiliser un code de secours',
  'login.totp.useApp': 'Utiliser le code de l’application',
  'login.totp.submit': 'Vérifier',
  'login.totp.back': 'Retour à la connexion',
  'login.totp.sixDigits': 'Saisissez les 6 chiffres du code',

  'totp.title': 'Connexion en deux étapes',
  'totp.active': 'Activée',
  'totp.on':
    'Activée : après votre mot de passe, la connexion demande un code de votre application d’authentification.',
  'totp.off':
    'Protégez votre compte par une deuxième étape : un code d’une application d’authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…).',
  'totp.enable': 'Activer',
  'totp.disable': 'Désactiver',
  'totp.renew': 'Nouveaux codes de secours',
  'totp.enableTitle': 'Activer la connexion en deux étapes',
  'totp.scanText':
    'Scannez ce QR code avec votre application d’authentification, ou saisissez-y la clé ci-dessous, puis entrez le code à 6 chiffres qu’elle affiche.',
  'totp.qrLabel': 'QR code pour ajouter le compte à une application d’authentification',
  'totp.secret': 'Clé',
  'totp.code': 'Code de l’application',
  'totp.codeOrRecovery': 'Code de l’application ou code de secours',
  'totp.confirm': 'Confirmer',
  'totp.recoveryTitle': 'Vos codes de secours',
  'totp.recoveryText':
    'Si vous perdez votre téléphone, chacun de ces codes remplace une fois le code de l’application. Conservez-les en lieu sûr : ils ne seront plus affichés.',
  'totp.recoveryCodes': 'codes de secours',
  'totp.download': 'Télécharger',
  'totp.saved': 'Je les ai enregistrés',
  'totp.disableTitle': 'Désactiver la connexion en deux étapes',
  'totp.disableText': 'Saisissez votre mot de passe et un code de l’application (ou un code de secours).',
  'totp.password': 'Mot de passe',
  'totp.renewText':
    'Vos codes de secours actuels cesseront de fonctionner. Saisissez un code de l’application (ou un code de secours) pour continuer.',
  'totp.generate': 'Générer',
}

export const totpPl: typeof totpFr = {
  'login.totp.title': 'Kod weryfikacyjny',
  'login.totp.text': 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  'login.totp.code': 'Kod weryfikacyjny',
  'login.totp.recoveryText': 'Wpisz jeden z kodów zapasowych. Każdy kod działa tylko raz.',
  'login.totp.recoveryCode': 'Kod zapasowy',
  'login.totp.useRecovery': 'Użyj kodu zapasowego',
  'login.totp.useApp': 'Użyj kodu z aplikacji',
  'login.totp.submit': 'Zweryfikuj',
  'login.totp.back': 'Powrót do logowania',
  'login.totp.sixDigits': 'Wpisz 6 cyfr kodu',

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

export const totpEn: typeof totpFr = {
  'login.totp.title': 'Verification code',
  'login.totp.text': 'Enter the 6-digit code shown by your authenticator app.',
  'login.totp.code': 'Verification code',
  'login.totp.recoveryText': 'Enter one of your recovery codes. Each code works only once.',
  'login.totp.recoveryCode': 'Recovery code',
  'login.totp.useRecovery': 'Use a recovery code',
  'login.totp.useApp': 'Use the code from the app',
  'login.totp.submit': 'Verify',
  'login.totp.back': 'Back to sign-in',
  'login.totp.sixDigits': 'Enter the 6 digits of the code',

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

/** The texts of two-factor sign-in: the login page's code step and the profile's section. */
export const totpFr = {
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

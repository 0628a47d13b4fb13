import type { enTotp } from './en'

/** Two-factor sign-in's words: the login's code step and the enrolment screen, in French. */
export const frTotp: typeof enTotp = {
  code_step: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  recovery_step: 'Saisissez l’un de vos codes de secours. Chaque code ne fonctionne qu’une fois.',
  code: 'Code de vérification',
  recovery_code: 'Code de secours',
  use_recovery: 'Utiliser un code de secours',
  use_app: 'Utiliser le code de l’application',
  verify: 'Vérifier',
  back: 'Retour à la connexion',
  six_digits: 'Saisissez les 6 chiffres du code',
  enrol_title: 'Activer la connexion en deux étapes',
  enrol_intro:
    'Le back-office exige une deuxième étape à la connexion : un code d’une application d’authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…).',
  scan: 'Scannez ce QR code avec l’application, ou saisissez-y la clé, puis entrez le code à 6 chiffres qu’elle affiche.',
  qr_label: 'QR code pour ajouter le compte à une application d’authentification',
  key: 'Clé',
  copy: 'Copier',
  copied: 'Copié',
  confirm: 'Confirmer',
  recovery_title: 'Vos codes de secours',
  recovery_text:
    'Si vous perdez votre téléphone, chacun de ces codes remplace une fois le code de l’application. Conservez-les en lieu sûr : ils ne seront plus affichés.',
  download: 'Télécharger',
  saved: 'J’ai enregistré mes codes de secours',
  continue: 'Continuer vers le back-office',
  sign_out: 'Se déconnecter',
}

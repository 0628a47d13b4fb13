import type { SignInMessages } from './en'

/** The light sign-in page's words in French (see en.ts). */
export const fr: SignInMessages = {
  'app.back_office': 'Back-office',
  'app.product': 'Portail Travailleurs Détachés',
  'app.auth.login_hint': 'Connectez-vous avec votre compte du personnel',
  'app.auth.not_admin': 'Cet espace est réservé au personnel du prestataire',
  'app.auth.language': 'Langue',
  'ra.auth.username': 'Identifiant',
  'ra.auth.password': 'Mot de passe',
  'ra.auth.sign_in': 'Connexion',
  'ra.auth.sign_in_error': "Échec de l'authentification, merci de réessayer",
  'ra.notification.http_error': 'Erreur de communication avec le serveur',
  'app.totp.code_step': 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  'app.totp.recovery_step': 'Saisissez l’un de vos codes de secours. Chaque code ne fonctionne qu’une fois.',
  'app.totp.code': 'Code de vérification',
  'app.totp.recovery_code': 'Code de secours',
  'app.totp.use_recovery': 'Utiliser un code de secours',
  'app.totp.use_app': 'Utiliser le code de l’application',
  'app.totp.verify': 'Vérifier',
  'app.totp.back': 'Retour à la connexion',
  'app.totp.six_digits': 'Saisissez les 6 chiffres du code',
}

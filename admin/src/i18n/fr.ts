import frenchMessages from 'ra-language-french'
import type { TranslationMessages } from 'react-admin'
import type { AppMessages } from './en'

const frApp: AppMessages = {
  app: {
    back_office: 'Back-office',
    product: 'Portail Travailleurs Détachés',
    portal_link: 'Portail client',
    auth: {
      not_admin: 'Cet espace est réservé au personnel du prestataire',
      login_hint: 'Connectez-vous avec votre compte du personnel',
    },
    validation: {
      phone: "Le numéro de téléphone n'est pas valide",
      vat_number: 'Numéro de TVA invalide',
    },
    civility: { MR: 'Monsieur', MRS: 'Madame' },
    phone_type: { BUSINESS: 'Professionnel', HOME: 'Domicile', MOBILE: 'Mobile' },
    position: {
      MANAGER: 'Gérant',
      PRESIDENT: 'Président',
      GENERAL_DIRECTOR: 'Directeur général',
      FINANCIAL_DIRECTOR: 'Directeur financier',
      COMMERCIAL_DIRECTOR: 'Directeur commercial',
      EXPORT_MANAGER: 'Responsable export',
      COMMUNICATION_DIRECTOR: 'Directeur de la communication',
      ACCOUNTING_MANAGER: 'Responsable comptable',
      ACCOUNTANT: 'Comptable',
      ACCOUNTING_ASSISTANT: 'Assistant comptable',
      ASSISTANT_DIRECTOR: 'Directeur adjoint',
      COMMERCIAL: 'Commercial',
      OWNER: 'Propriétaire',
    },
    profiles: {
      identity: 'Identité',
      phone: 'Téléphone',
      company: 'Société',
      staff: 'Personnel du prestataire',
      staff_account: 'Compte du personnel, rattaché à aucune société.',
    },
    mop: { CARD: 'Carte bancaire', TRANSFER: 'Virement bancaire' },
    request_type: { creation: 'Création', renewal: 'Renouvellement', upgrade: 'Extension' },
    request_status: {
      pending_payment: 'En attente de paiement',
      payment_failed: 'Paiement refusé',
      validated: 'Validée',
      removed: 'Supprimée',
    },
    request_status_filter: {
      pending: 'En attente',
      validated: 'Validées',
      removed: 'Supprimées',
      all: 'Toutes',
    },
    requests: {
      mobility_package: 'Paquet Mobilité UE',
      upgrade_pending: 'Extension en cours de validation',
      allowed_workers: 'Travailleurs autorisés (∞ : illimité)',
      validate: {
        action: 'Valider',
        title: 'Valider la demande',
        intro: 'Vérifiez que le virement est arrivé, puis confirmez la date de début de chaque contrat.',
        start_dates: 'Dates de début des contrats',
        done: 'Demande validée',
      },
      remove: {
        action: 'Supprimer',
        title: 'Supprimer la demande',
        content: 'Supprimer la demande de %{company} ?',
        done: 'Demande supprimée',
      },
    },
  },
  resources: {
    profiles: {
      name: 'Profil |||| Profils',
      fields: {
        companyName: 'Société',
        civility: 'Civilité',
        lastName: 'Nom',
        firstName: 'Prénom',
        middleName: 'Deuxième prénom',
        login: 'Identifiant',
        email: 'E-mail',
        position: 'Fonction',
        phone: { type: 'Type de téléphone', number: 'Numéro de téléphone' },
        company: {
          vatNumber: 'Numéro de TVA',
          address: {
            addressLines: { 0: 'Adresse (ligne 1)', 1: 'Adresse (ligne 2)' },
            postalCode: 'Code postal',
            city: 'Ville',
            countryCode: 'Pays',
          },
        },
      },
    },
    requests: {
      name: 'Demande |||| Demandes',
      fields: {
        type: 'Type',
        companyName: 'Société',
        contracts: 'Contrats',
        createdAt: 'Créée le',
        mop: 'Moyen de paiement',
        promoCode: 'Code promo',
        amountCents: 'Montant',
        paymentReference: 'Référence de paiement',
        status: 'Statut',
        representativeCountries: 'Pays',
        options: 'Options',
      },
    },
  },
}

export const fr: TranslationMessages = { ...frenchMessages, ...frApp }

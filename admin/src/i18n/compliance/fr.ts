import type { enCompliance } from './en'

/** The compliance list's words and the labels it shares with the settings and the audit log, in French. */
export const frCompliance: typeof enCompliance = {
  app: {
    readiness: { ready: 'En règle', expiring: 'Expire bientôt', not_ready: 'Pas en règle' },
    document_category: {
      WORK_CONTRACT: 'Contrat de travail',
      ATTESTATION_DETACHEMENT: 'Attestation de détachement',
      SALARY: 'Bulletin de salaire',
      SALARY_PROOF: 'Preuve de paiement du salaire',
      A1: 'Certificat A1',
      REGISTER_WORKING_TIME: 'Relevé du temps de travail',
      OTHER: 'Autre',
      DRIVING_LICENCE: 'Permis de conduire',
      DRIVER_CARD: 'Carte conducteur (chronotachygraphe)',
      CPC: 'Qualification du conducteur (FCO, code 95)',
      ID_DOCUMENT: 'Pièce d’identité',
      MEDICAL_CERTIFICATE: 'Certificat d’aptitude médicale',
      POSTING_DECLARATION: 'Déclaration de détachement',
    },
    compliance: {
      imi: {
        button: 'Déclarations IMI',
        title: 'Déclarations de détachement pour IMI',
        intro:
          'Les déclarations à déposer ou déposées (non retirées) qui recouvrent la période, une ligne par société, pays d’accueil et conducteur, avec les champs IMI dans l’ordre et les mots du portail.',
        country: 'Pays d’accueil',
        all_countries: 'Tous les pays',
        company_id: 'N° de société',
        company_hint: 'Vide : toutes les sociétés',
        from: 'Du',
        to: 'Au (vide : sans fin)',
        xlsx: 'Tableur (.xlsx)',
        csv: 'CSV',
        pdfs: 'PDF IMI (.zip)',
      },
      ends_on: 'se termine le %{date}',
      since: 'depuis le %{date}',
      open_company: 'Ouvrir la page de la société',
    },
  },
  resources: {
    compliance: {
      name: 'Conformité |||| Conformité',
      fields: {
        companyName: 'Société',
        driverName: 'Conducteur',
        countryCode: 'Pays',
        missing: 'Manquant ou bientôt expiré',
        notReadySince: 'Pas en règle depuis',
        readiness: 'État',
      },
    },
  },
}

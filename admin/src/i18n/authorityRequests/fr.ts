import type { enAuthorityRequests } from './en'

/** Les demandes des autorités de contrôle, en français. */
export const frAuthorityRequests: typeof enAuthorityRequests = {
  app: {
    authority_requests: {
      status: {
        open: 'Ouverte',
        waiting_customer: 'En attente de la société',
        answered: 'Répondue',
        closed: 'Clôturée',
      },
      kind: {
        TRANSPORT_EVIDENCE: 'Documents de transport (CMR)',
        TACHOGRAPH_RECORDS: 'Données du tachygraphe',
        PAYSLIPS: 'Bulletins de paie',
        PROOF_OF_PAYMENT: 'Preuves du paiement des salaires',
        EMPLOYMENT_CONTRACT: 'Contrat de travail',
        TIME_SHEETS: "Relevés d'heures",
        OTHER: 'Autres documents',
      },
      sections: {
        request: 'La demande',
        drivers: 'Conducteurs concernés',
        kinds: 'Documents demandés',
      },
      overdue: 'En retard',
      days_left: 'Encore %{smart_count} jour |||| Encore %{smart_count} jours',
      due_on: 'À rendre le %{date}',
      due_hint: 'Vide : 8 semaines après le jour de réception',
      choose_company: "Choisissez d'abord la société : ses conducteurs s'affichent ici.",
      complete: 'Rien ne manque',
      missing: 'Manquant',
      missing_count: '%{smart_count} ligne manquante |||| %{smart_count} lignes manquantes',
      checklist: 'Documents demandés et reçus',
      menu: 'Contrôles',
      download: 'Télécharger la réponse (ZIP)',
    },
  },
  resources: {
    authorityRequests: {
      name: "Demande d'autorité |||| Demandes d'autorités",
      fields: {
        companyId: 'Société',
        companyName: 'Société',
        countryCode: "Pays d'accueil",
        authority: 'Autorité',
        reference: 'Référence',
        receivedOn: 'Reçue le',
        dueOn: 'Échéance',
        periodStart: 'Période du',
        periodEnd: 'Période au',
        period: 'Période',
        status: 'Statut',
        notes: 'Notes',
        drivers: 'Conducteurs',
        driverIds: 'Conducteurs',
        kinds: 'Documents demandés',
        missing: 'Manquant',
        overdue: 'En retard seulement',
      },
    },
  },
}

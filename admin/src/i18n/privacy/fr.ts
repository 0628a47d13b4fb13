/** Les mots de la vie privée : le filtre de conservation comptable, le registre des traitements, l'export et l'effacement d'un conducteur. */
export const frPrivacy = {
  app: {
    privacy: {
      record_menu: 'Registre RGPD',
      past_retention: 'Durée de conservation dépassée',
      drivers: {
        tab: 'Données des conducteurs',
        name: 'Conducteur',
        birth: 'Date de naissance',
        nationality: 'Nationalité',
        documents: 'Documents',
        postings: 'Détachements',
        running: 'Contrat en cours',
        scheduled: 'Contrat programmé',
        ended: 'Terminé le %{date}',
        none: 'Jamais détaché',
        actions: 'Ses données',
        export: 'Exporter les données',
        erase: 'Effacer les données',
        erase_title: 'Effacer les données de ce conducteur ?',
        erase_text:
          'Son identité, ses informations et ses documents sont supprimés définitivement ; ses détachements restent dans l’historique des contrats sous un pseudonyme. C’est irréversible.',
        erase_confirm: 'Effacer définitivement',
        empty: 'Aucun conducteur dans la liste de l’entreprise.',
      },
    },
  },
}

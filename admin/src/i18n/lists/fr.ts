import type { enLists } from './en'

/** The lists' shared words (filters on a phone, saved queries, bulk actions), in French. */
export const frLists: typeof enLists = {
  list: {
    filters: 'Filtres',
    filters_count: 'Filtres : %{smart_count} actif |||| Filtres : %{smart_count} actifs',
    show_results: 'Voir le résultat |||| Voir les %{smart_count} résultats',
    show_many_results: 'Voir les résultats (plus de %{cap})',
    saved_queries: 'Recherches enregistrées',
    bulk: {
      summary: '%{passed} sur %{total} traités',
      export: 'Exporter la sélection',
      validate: {
        action: 'Valider',
        title: 'Valider la demande sélectionnée |||| Valider les %{smart_count} demandes sélectionnées',
        intro:
          'Vérifiez que chaque virement est arrivé. Chaque demande est validée avec ses dates de début proposées, l’une après l’autre ; celles qui ne peuvent pas l’être sont listées avec la raison.',
        not_pending: 'Elle n’attend plus son paiement.',
        not_transfer:
          'Commandée par carte : validez-la seule, une fois que vous savez comment son montant a été payé.',
      },
      check_vat: {
        action: 'Revérifier la TVA',
        title: 'Revérifier le numéro de TVA |||| Revérifier les %{smart_count} numéros de TVA',
        intro:
          'Chaque numéro de TVA est vérifié à nouveau (auprès de VIES quand il répond), l’un après l’autre.',
      },
    },
  },
}

import type { enLists } from './en'

/** The lists' shared words (filters on a phone, saved queries, bulk actions), in French. */
export const frLists: typeof enLists = {
  list: {
    filters: 'Filtres',
    filters_count: 'Filtres : %{smart_count} actif |||| Filtres : %{smart_count} actifs',
    show_results: 'Voir le résultat |||| Voir les %{smart_count} résultats',
    saved_queries: 'Recherches enregistrées',
  },
}

import type { enLists } from './en'

/** The lists' shared words (filters on a phone, saved queries, bulk actions), in Polish. */
export const plLists: typeof enLists = {
  list: {
    filters: 'Filtry',
    filters_count:
      'Filtry: %{smart_count} aktywny |||| Filtry: %{smart_count} aktywne |||| Filtry: %{smart_count} aktywnych',
    show_results: 'Pokaż wynik |||| Pokaż %{smart_count} wyniki |||| Pokaż %{smart_count} wyników',
    saved_queries: 'Zapisane wyszukiwania',
  },
}

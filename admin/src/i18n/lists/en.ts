/** The lists' shared words (filters on a phone, saved queries, bulk actions), in English. */
export const enLists = {
  list: {
    filters: 'Filters',
    filters_count: 'Filters: %{smart_count} active',
    show_results: 'Show the result |||| Show the %{smart_count} results',
    saved_queries: 'Saved queries',
  },
}

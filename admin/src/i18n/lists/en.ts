/** The lists' shared words (filters on a phone, saved queries, bulk actions), in English. */
export const enLists = {
  list: {
    filters: 'Filters',
    filters_count: 'Filters: %{smart_count} active',
    show_results: 'Show the result |||| Show the %{smart_count} results',
    show_many_results: 'Show the results (more than %{cap})',
    saved_queries: 'Saved queries',
    bulk: {
      summary: '%{passed} of %{total} done',
      export: 'Export the selection',
      validate: {
        action: 'Validate',
        title: 'Validate the selected request |||| Validate the %{smart_count} selected requests',
        intro:
          'Check that each transfer has arrived. Each request is validated with its proposed start dates, one after the other; those that cannot be are listed with the reason.',
        not_pending: 'It no longer waits for its payment.',
        not_transfer: 'Ordered by card: validate it on its own, once you know how its amount was paid.',
      },
      check_vat: {
        action: 'Check VAT again',
        title: 'Check the VAT number again |||| Check the %{smart_count} VAT numbers again',
        intro: 'Each VAT number is checked again (VIES when it answers), one after the other.',
      },
    },
  },
}

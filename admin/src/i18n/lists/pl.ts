import type { enLists } from './en'

/** The lists' shared words (filters on a phone, saved queries, bulk actions), in Polish. */
export const plLists: typeof enLists = {
  list: {
    filters: 'Filtry',
    filters_count:
      'Filtry: %{smart_count} aktywny |||| Filtry: %{smart_count} aktywne |||| Filtry: %{smart_count} aktywnych',
    show_results: 'Pokaż wynik |||| Pokaż %{smart_count} wyniki |||| Pokaż %{smart_count} wyników',
    show_many_results: 'Pokaż wyniki (ponad %{cap})',
    saved_queries: 'Zapisane wyszukiwania',
    bulk: {
      summary: 'Wykonano %{passed} z %{total}',
      export: 'Eksportuj zaznaczone',
      validate: {
        action: 'Zatwierdź',
        title:
          'Zatwierdź zaznaczone zamówienie |||| Zatwierdź %{smart_count} zaznaczone zamówienia |||| Zatwierdź %{smart_count} zaznaczonych zamówień',
        intro:
          'Sprawdź, czy każdy przelew dotarł. Każde zamówienie zostanie zatwierdzone z proponowanymi datami rozpoczęcia, jedno po drugim; te, których nie można zatwierdzić, zostaną wymienione wraz z powodem.',
        not_pending: 'Nie oczekuje już na płatność.',
        not_transfer: 'Zamówione kartą: zatwierdź je osobno, gdy będziesz wiedzieć, jak opłacono kwotę.',
      },
      check_vat: {
        action: 'Sprawdź ponownie VAT',
        title:
          'Sprawdź ponownie numer VAT |||| Sprawdź ponownie %{smart_count} numery VAT |||| Sprawdź ponownie %{smart_count} numerów VAT',
        intro: 'Każdy numer VAT zostanie sprawdzony ponownie (w VIES, gdy odpowiada), jeden po drugim.',
      },
    },
  },
}

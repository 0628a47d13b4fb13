/** Słowa prywatności: filtr przechowywania dokumentów księgowych, rejestr czynności przetwarzania, eksport i usunięcie danych kierowcy. */
export const plPrivacy = {
  app: {
    privacy: {
      record_menu: 'Rejestr RODO',
      past_retention: 'Po okresie przechowywania',
      drivers: {
        tab: 'Dane kierowców',
        name: 'Kierowca',
        birth: 'Data urodzenia',
        nationality: 'Obywatelstwo',
        documents: 'Dokumenty',
        postings: 'Delegowania',
        running: 'Trwająca umowa',
        scheduled: 'Zaplanowana umowa',
        ended: 'Zakończone %{date}',
        none: 'Nigdy nie delegowany',
        actions: 'Jego dane',
        export: 'Eksportuj dane',
        erase: 'Usuń dane',
        erase_title: 'Usunąć dane tego kierowcy?',
        erase_text:
          'Jego tożsamość, dane i dokumenty zostaną trwale usunięte; jego delegowania pozostaną w historii umów pod pseudonimem. Tej operacji nie można cofnąć.',
        erase_confirm: 'Usuń trwale',
        empty: 'Brak kierowców w wykazie firmy.',
      },
    },
  },
}

/** Słowa prywatności: filtr przechowywania dokumentów księgowych, rejestr czynności przetwarzania, eksport i usunięcie danych kierowcy. */
export const plPrivacy = {
  app: {
    privacy: {
      record_menu: 'Rejestr RODO',
      past_retention: 'Po okresie przechowywania',
    },
  },
}

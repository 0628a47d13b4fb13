import type { enAuthorityRequests } from './en'

/** Wezwania organów kontrolnych, po polsku. */
export const plAuthorityRequests: typeof enAuthorityRequests = {
  app: {
    authority_requests: {
      status: {
        open: 'Otwarte',
        waiting_customer: 'Czeka na firmę',
        answered: 'Udzielono odpowiedzi',
        closed: 'Zamknięte',
      },
      kind: {
        TRANSPORT_EVIDENCE: 'Dokumenty przewozowe (CMR)',
        TACHOGRAPH_RECORDS: 'Zapisy tachografu',
        PAYSLIPS: 'Paski wynagrodzeń',
        PROOF_OF_PAYMENT: 'Potwierdzenia wypłaty wynagrodzeń',
        EMPLOYMENT_CONTRACT: 'Umowa o pracę',
        TIME_SHEETS: 'Ewidencja czasu pracy',
        OTHER: 'Inne dokumenty',
      },
      sections: {
        request: 'Wezwanie',
        drivers: 'Kierowcy, których dotyczy',
        kinds: 'Żądane dokumenty',
      },
      overdue: 'Po terminie',
      days_left:
        'Został %{smart_count} dzień |||| Zostały %{smart_count} dni |||| Zostało %{smart_count} dni',
      due_on: 'Termin: %{date}',
      due_hint: 'Puste: 8 tygodni od dnia otrzymania',
      choose_company: 'Najpierw wybierz firmę: tu pojawią się jej kierowcy.',
      complete: 'Niczego nie brakuje',
      missing: 'Brakuje',
      missing_count:
        'Brakuje %{smart_count} pozycji |||| Brakuje %{smart_count} pozycji |||| Brakuje %{smart_count} pozycji',
      checklist: 'Dokumenty żądane i otrzymane',
      menu: 'Wezwania',
      download: 'Pobierz odpowiedź (ZIP)',
    },
  },
  resources: {
    authorityRequests: {
      name: 'Wezwanie organu |||| Wezwania organów',
      fields: {
        companyId: 'Firma',
        companyName: 'Firma',
        countryCode: 'Kraj przyjmujący',
        authority: 'Organ',
        reference: 'Sygnatura',
        receivedOn: 'Otrzymano',
        dueOn: 'Termin odpowiedzi',
        periodStart: 'Okres od',
        periodEnd: 'Okres do',
        period: 'Okres',
        status: 'Status',
        notes: 'Uwagi',
        drivers: 'Kierowcy',
        driverIds: 'Kierowcy',
        kinds: 'Żądane dokumenty',
        missing: 'Brakuje',
        overdue: 'Tylko po terminie',
      },
    },
  },
}

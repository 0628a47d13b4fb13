import type { enCompliance } from './en'

/** The compliance list's words and the labels it shares with the settings and the audit log, in Polish. */
export const plCompliance: typeof enCompliance = {
  app: {
    readiness: { ready: 'Gotowy', expiring: 'Wkrótce wygasa', not_ready: 'Niegotowy' },
    document_category: {
      WORK_CONTRACT: 'Umowa o pracę',
      ATTESTATION_DETACHEMENT: 'Zaświadczenie o delegowaniu',
      SALARY: 'Pasek wynagrodzenia',
      SALARY_PROOF: 'Potwierdzenie wypłaty wynagrodzenia',
      A1: 'Zaświadczenie A1',
      REGISTER_WORKING_TIME: 'Ewidencja czasu pracy',
      OTHER: 'Inny',
      DRIVING_LICENCE: 'Prawo jazdy',
      DRIVER_CARD: 'Karta kierowcy (tachograf)',
      CPC: 'Kwalifikacja kierowcy (kod 95)',
      ID_DOCUMENT: 'Dokument tożsamości',
      MEDICAL_CERTIFICATE: 'Orzeczenie lekarskie',
      POSTING_DECLARATION: 'Deklaracja delegowania',
    },
    compliance: {
      imi: {
        button: 'Deklaracje IMI',
        title: 'Deklaracje delegowania do IMI',
        intro:
          'Deklaracje do złożenia lub złożone (niewycofane), które obejmują okres: jeden wiersz na firmę, kraj przyjmujący i kierowcę, z polami IMI w kolejności i brzmieniu portalu.',
        country: 'Kraj przyjmujący',
        all_countries: 'Wszystkie kraje',
        company_id: 'Nr firmy',
        company_hint: 'Puste: wszystkie firmy',
        from: 'Od',
        to: 'Do (puste: bez końca)',
        xlsx: 'Arkusz (.xlsx)',
        csv: 'CSV',
        pdfs: 'Pliki PDF z IMI (.zip)',
      },
      ends_on: 'ważność do %{date}',
      since: 'od %{date}',
      open_company: 'Otwórz stronę firmy',
    },
  },
  resources: {
    compliance: {
      name: 'Zgodność |||| Zgodność |||| Zgodność',
      fields: {
        companyName: 'Firma',
        driverName: 'Kierowca',
        countryCode: 'Kraj',
        missing: 'Brakuje lub wkrótce wygasa',
        notReadySince: 'Niegotowy od',
        readiness: 'Stan',
      },
    },
  },
}

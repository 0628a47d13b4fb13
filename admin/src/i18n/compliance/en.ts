/**
 * The compliance list's words and the labels it shares with the settings and the audit log (a posting's readiness,
 * the documents' categories), in English.
 */
export const enCompliance = {
  app: {
    readiness: { ready: 'Ready', expiring: 'Expiring', not_ready: 'Not ready' },
    document_category: {
      WORK_CONTRACT: 'Work contract',
      ATTESTATION_DETACHEMENT: 'Posting certificate',
      SALARY: 'Payslip',
      SALARY_PROOF: 'Proof of salary payment',
      A1: 'A1 certificate',
      REGISTER_WORKING_TIME: 'Working time record',
      OTHER: 'Other',
      DRIVING_LICENCE: 'Driving licence',
      DRIVER_CARD: 'Driver card (tachograph)',
      CPC: 'Driver qualification (CPC, code 95)',
      ID_DOCUMENT: 'Identity document',
      MEDICAL_CERTIFICATE: 'Medical certificate',
      POSTING_DECLARATION: 'Posting declaration',
    },
    compliance: {
      imi: {
        button: 'IMI declarations',
        title: 'Posting declarations for IMI',
        intro:
          'The declarations to file or filed (not withdrawn) that overlap the period, one row per company, host country and driver, with the IMI fields in the portal’s order and words.',
        country: 'Host country',
        all_countries: 'All countries',
        company_id: 'Company no.',
        company_hint: 'Empty: every company',
        from: 'From',
        to: 'To (empty: no end)',
        xlsx: 'Spreadsheet (.xlsx)',
        csv: 'CSV',
        pdfs: 'IMI PDFs (.zip)',
      },
      ends_on: 'ends on %{date}',
      since: 'since %{date}',
      open_company: "Open the company's page",
    },
  },
  resources: {
    compliance: {
      name: 'Compliance |||| Compliance',
      fields: {
        companyName: 'Company',
        driverName: 'Driver',
        countryCode: 'Country',
        missing: 'Missing or ending',
        notReadySince: 'Not ready since',
        readiness: 'State',
      },
    },
  },
}

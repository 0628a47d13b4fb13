/** Privacy's words: the accounting retention filter, the record of processing, a driver's export and erasure, in English. */
export const enPrivacy = {
  app: {
    privacy: {
      record_menu: 'Record of processing',
      past_retention: 'Past their retention',
      drivers: {
        tab: "Drivers' data",
        name: 'Driver',
        birth: 'Born',
        nationality: 'Nationality',
        documents: 'Documents',
        postings: 'Postings',
        running: 'Running contract',
        scheduled: 'Scheduled contract',
        ended: 'Ended %{date}',
        none: 'Never posted',
        actions: 'His data',
        export: 'Export the data',
        erase: 'Erase the data',
        erase_title: "Erase this driver's data?",
        erase_text:
          "His identity, details and documents are deleted for good; his postings stay in the contracts' history under a pseudonym. This cannot be undone.",
        erase_confirm: 'Erase for good',
        empty: "No driver on the company's roster.",
      },
    },
  },
}

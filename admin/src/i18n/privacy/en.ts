/** Privacy's words: the accounting retention filter, the record of processing, a driver's export and erasure, in English. */
export const enPrivacy = {
  app: {
    privacy: {
      record_menu: 'Record of processing',
      past_retention: 'Past their retention',
    },
  },
}

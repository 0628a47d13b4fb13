/**
 * One article of the general terms; paragraphs are shown in order, with `{latePaymentRate}` replaced by the configured
 * late-payment rate in words (conditionsIn).
 */
export type ConditionsArticle = { title: string; paragraphs: string[] }

export type ConditionsText = {
  /** Who the parties are, before the first article. */
  preamble: string
  articles: ConditionsArticle[]
}

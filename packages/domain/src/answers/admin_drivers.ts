/**
 * A row of the back-office's list of a company's drivers (its page's drivers' data tab): who he is, what is kept of
 * him, where his postings stand, and the calls of his rights (export, erasure) as his company makes them.
 */
export interface AdminDriverAnswer {
  id: number
  companyId: number
  firstName: string
  lastName: string
  dateOfBirth: string
  countryCodeOfNationality: string
  /** His documents: the person's and his postings'. */
  documents: number
  /**
   * `running` or `scheduled` while he is posted on such a contract (his erasure is refused then); `ended` once his
   * postings are over (`lastPostingEnd` their last day); `none` if he was never posted.
   */
  postingState: 'running' | 'scheduled' | 'ended' | 'none'
  lastPostingEnd: string | null
  /** GET: his data and files in one ZIP. */
  exportUrl: string
  /** POST: his erasure (409 with the reason while it is refused). */
  eraseUrl: string
}

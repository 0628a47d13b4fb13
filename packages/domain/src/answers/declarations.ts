import type {
  DeclarationState,
  DeclarationStatus,
  ImiRequiredField,
  TransportOperation,
  TransportType,
} from '../declarations.js'

/** What IMI asks of a driver (Directive (EU) 2020/1057, Art. 1(11)(a)(iii)-(iv)); null: not given yet. */
export interface DriverDetailsAnswer {
  addressLine1: string | null
  addressLine2: string | null
  postalCode: string | null
  city: string | null
  addressCountryCode: string | null
  licenceNumber: string | null
  licenceCountryCode: string | null
  driverCardNumber: string | null
  employmentStartDate: string | null
  employmentLawCountryCode: string | null
}

export interface VehicleAnswer {
  id: number
  plate: string
  countryCode: string
}

/** The operator's IMI data and its fleet. */
export interface OperatorAnswer {
  communityLicenceNumber: string | null
  transportContactName: string | null
  transportContactEmail: string | null
  transportContactPhone: string | null
  vehicles: VehicleAnswer[]
}

export interface DeclarationAnswer {
  id: number
  workerId: number
  driverId: number
  driverName: string
  contractId: number
  contractCountryCode: string
  isMobilityPackage: boolean
  countryCode: string
  startDate: string
  endDate: string
  plates: string[]
  transportType: TransportType
  operations: TransportOperation[]
  imiNumber: string | null
  status: DeclarationStatus
  /** The status, or `expired` once its last day has passed. */
  state: DeclarationState
  /** The IMI PDF (a POSTING_DECLARATION document of the posting). */
  document: { id: number; fileName: string } | null
  /** What IMI still needs before this declaration may be submitted. */
  missing: ImiRequiredField[]
}

/** A posting of a running or scheduled contract, and until when it is declared. */
export interface DeclarablePostingAnswer {
  workerId: number
  driverId: number
  driverName: string
  contractId: number
  contractCountryCode: string
  isMobilityPackage: boolean
  contractStart: string
  contractEnd: string
  /** The last day of its current submitted declarations (null: posted without a current declaration). */
  declaredUntil: string | null
}

/** The declarations register of a company, per host country. */
export interface DeclarationsAnswer {
  declarations: DeclarationAnswer[]
  postings: DeclarablePostingAnswer[]
  /** The host countries the register holds (declarations and countries' contracts). */
  countries: string[]
}

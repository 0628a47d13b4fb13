import {
  declarationDateProblem,
  latestDeclarationEnd,
  normalisePlate,
  type DeclarablePostingAnswer,
  type DeclarationAnswer,
  type TransportOperation,
  type TransportType,
} from '@posted-workers/domain'

/** A declaration as its form holds it: plates as typed (comma separated), operations ticked. */
export type DeclarationValues = {
  workerId: string
  countryCode: string
  startDate: string
  endDate: string
  plates: string
  transportType: TransportType
  operations: TransportOperation[]
  imiNumber: string
}

export type DeclarationPayload = {
  workerId?: number
  countryCode: string | null
  startDate: string
  endDate: string
  plates: string[]
  transportType: TransportType
  operations: TransportOperation[]
  imiNumber: string | null
}

/** A message key and its values, translated by the form. */
export type Check = { key: string; values?: Record<string, string> }

export const splitPlates = (typed: string) =>
  typed
    .split(/[,;\n]/)
    .map((plate) => plate.trim())
    .filter(Boolean)

/** The form of a declaration to edit, or of a new one for a posting (its contract's first day, a month long). */
export function declarationValues(
  declaration: DeclarationAnswer | null,
  posting: DeclarablePostingAnswer | null,
  today: string
): DeclarationValues {
  if (declaration) {
    return {
      workerId: String(declaration.workerId),
      countryCode: declaration.isMobilityPackage ? declaration.countryCode : '',
      startDate: declaration.startDate,
      endDate: declaration.endDate,
      plates: declaration.plates.join(', '),
      transportType: declaration.transportType,
      operations: [...declaration.operations],
      imiNumber: declaration.imiNumber ?? '',
    }
  }
  const start = posting ? (posting.contractStart > today ? posting.contractStart : today) : ''
  const latest = start ? latestDeclarationEnd(start) : ''
  const end = posting && latest > posting.contractEnd ? posting.contractEnd : latest
  return {
    workerId: posting ? String(posting.workerId) : '',
    countryCode: '',
    startDate: start,
    endDate: end,
    plates: '',
    transportType: 'goods',
    operations: ['international'],
    imiNumber: '',
  }
}

/**
 * The form's own checks, the server's rules read from the domain: a driver, a host country for the Mobility Package,
 * dates in order, at most six months, inside the contract, an operation, plates that are plates.
 */
export function checkDeclaration(
  values: DeclarationValues,
  posting: DeclarablePostingAnswer | null
): Partial<Record<keyof DeclarationValues, Check>> {
  const problems: Partial<Record<keyof DeclarationValues, Check>> = {}
  if (!posting) problems.workerId = { key: 'declarations.check.posting' }
  if (posting?.isMobilityPackage && !values.countryCode)
    problems.countryCode = { key: 'declarations.check.country' }
  if (!values.startDate) problems.startDate = { key: 'common.required' }
  if (!values.endDate) problems.endDate = { key: 'common.required' }
  if (posting && values.startDate && values.endDate) {
    const problem = declarationDateProblem(values, {
      startDate: posting.contractStart,
      endDate: posting.contractEnd,
    })
    if (problem === 'endBeforeStart') problems.endDate = { key: 'declarations.check.endBeforeStart' }
    if (problem === 'tooLong') {
      problems.endDate = {
        key: 'declarations.check.tooLong',
        values: { date: latestDeclarationEnd(values.startDate) },
      }
    }
    if (problem === 'outsideContract' || problem === 'invalidDate') {
      problems.startDate = {
        key: 'declarations.check.outsideContract',
        values: { start: posting.contractStart, end: posting.contractEnd },
      }
    }
  }
  if (values.operations.length === 0) problems.operations = { key: 'declarations.check.operations' }
  const wrong = splitPlates(values.plates).find((plate) => normalisePlate(plate) === null)
  if (wrong) problems.plates = { key: 'declarations.check.plate', values: { plate: wrong } }
  return problems
}

/** What the api is sent: a new declaration names its posting; plates go as a list. */
export function declarationPayload(values: DeclarationValues, isNew: boolean): DeclarationPayload {
  return {
    ...(isNew ? { workerId: Number(values.workerId) } : {}),
    countryCode: values.countryCode || null,
    startDate: values.startDate,
    endDate: values.endDate,
    plates: splitPlates(values.plates),
    transportType: values.transportType,
    operations: values.operations,
    imiNumber: values.imiNumber.trim() || null,
  }
}

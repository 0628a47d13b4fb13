import { describe, expect, it } from 'vitest'
import {
  canMoveDeclaration,
  declarationAsDocument,
  declarationDateProblem,
  declarationHostCountry,
  declarationState,
  dueDeclarationStage,
  isCurrentDeclaration,
  latestDeclarationEnd,
  missingImiFields,
  normaliseDocumentNumber,
  normalisePlate,
  type DeclarationStatus,
  type ImiFacts,
} from './declarations.js'
import { readinessOn } from './readiness.js'

describe('normalisePlate', () => {
  const cases: [string, string | null][] = [
    ['wa 12345', 'WA12345'],
    ['AB-123-CD', 'AB123CD'],
    ['  lu.1234 ', 'LU1234'],
    ['B·MW 1234', 'BMW1234'],
    ['ABCDEF', null],
    ['1', null],
    ['A1234567890123', null],
    ['WA 123;DROP', null],
    ['=HYPERLINK(1)', null],
    ['ŻŁ 123', null],
    ['', null],
  ]
  for (const [raw, plate] of cases)
    it(`${JSON.stringify(raw)} → ${plate}`, () => expect(normalisePlate(raw)).toBe(plate))
})

describe('normaliseDocumentNumber', () => {
  const cases: [string, string | null][] = [
    ['ab 12-34 56', 'AB123456'],
    ['PL-0001234', 'PL0001234'],
    ['12', null],
    ['AB/1234', null],
    ['x'.repeat(31), null],
  ]
  for (const [raw, number] of cases) {
    it(`${JSON.stringify(raw)} → ${number}`, () => expect(normaliseDocumentNumber(raw)).toBe(number))
  }
})

describe('declaration dates', () => {
  const contract = { startDate: '2026-01-01', endDate: '2026-12-31' }
  it('six months less a day, month ends kept', () => {
    expect(latestDeclarationEnd('2026-01-15')).toBe('2026-07-14')
    expect(latestDeclarationEnd('2026-08-31')).toBe('2027-02-27')
  })
  const cases: [string, string, string, string | null][] = [
    ['a month inside the contract', '2026-03-01', '2026-03-31', null],
    ['one day', '2026-03-01', '2026-03-01', null],
    ['exactly six months', '2026-01-15', '2026-07-14', null],
    ['a day more than six months', '2026-01-15', '2026-07-15', 'tooLong'],
    ['end before start', '2026-03-02', '2026-03-01', 'endBeforeStart'],
    ['starting before the contract', '2025-12-31', '2026-01-31', 'outsideContract'],
    ['ending after the contract', '2026-12-01', '2027-01-01', 'outsideContract'],
    ['an impossible day', '2026-02-30', '2026-03-30', 'invalidDate'],
  ]
  for (const [name, startDate, endDate, problem] of cases) {
    it(`${name}: ${problem ?? 'holds'}`, () =>
      expect(declarationDateProblem({ startDate, endDate }, contract)).toBe(problem))
  }
})

describe('declarationHostCountry', () => {
  const france = { countryCode: 'FR', isMobilityPackage: false }
  const mobility = { countryCode: 'EU', isMobilityPackage: true }
  const cases: [string, typeof france, string | null, object][] = [
    ["a country's contract fixes it", france, null, { country: 'FR' }],
    ['the same country may be named', france, 'fr', { country: 'FR' }],
    ['another country is refused', france, 'DE', { problem: 'fixedCountry' }],
    ['the Mobility Package needs one', mobility, null, { problem: 'required' }],
    ['an EU country', mobility, 'de', { country: 'DE' }],
    ['not the EU', mobility, 'CH', { problem: 'notEu' }],
    ["not the company's own", mobility, 'PL', { problem: 'ownCountry' }],
  ]
  for (const [name, contract, chosen, answer] of cases) {
    it(name, () => expect(declarationHostCountry(contract, 'PL', chosen)).toEqual(answer))
  }
})

describe('declaration status and state', () => {
  const table: [DeclarationStatus, DeclarationStatus, boolean][] = [
    ['draft', 'submitted', true],
    ['draft', 'withdrawn', false],
    ['submitted', 'withdrawn', true],
    ['submitted', 'draft', false],
    ['withdrawn', 'submitted', false],
    ['withdrawn', 'draft', false],
  ]
  for (const [from, to, allowed] of table) {
    it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, () =>
      expect(canMoveDeclaration(from, to)).toBe(allowed))
  }
  it('expired is computed from the last day', () => {
    expect(declarationState({ status: 'submitted', endDate: '2026-05-31' }, '2026-05-31')).toBe('submitted')
    expect(declarationState({ status: 'submitted', endDate: '2026-05-31' }, '2026-06-01')).toBe('expired')
    expect(declarationState({ status: 'draft', endDate: '2026-05-31' }, '2026-06-01')).toBe('expired')
    expect(declarationState({ status: 'withdrawn', endDate: '2026-05-31' }, '2026-06-01')).toBe('withdrawn')
  })
  it('current: submitted and covering the day', () => {
    const declaration = { status: 'submitted' as const, startDate: '2026-05-01', endDate: '2026-05-31' }
    expect(isCurrentDeclaration(declaration, '2026-05-01')).toBe(true)
    expect(isCurrentDeclaration(declaration, '2026-06-01')).toBe(false)
    expect(isCurrentDeclaration({ ...declaration, status: 'draft' }, '2026-05-10')).toBe(false)
  })
  it('a current declaration makes the posting declared for readiness', () => {
    const documents = [declarationAsDocument({ startDate: '2026-05-01', endDate: '2026-09-30' })]
    expect(readinessOn('2026-05-10', ['POSTING_DECLARATION'], documents, '2026-05-01').state).toBe('ready')
    expect(readinessOn('2026-10-01', ['POSTING_DECLARATION'], documents, '2026-05-01').state).toBe(
      'not_ready'
    )
  })
})

describe('missingImiFields', () => {
  const complete: ImiFacts = {
    company: {
      communityLicenceNumber: 'PL/123',
      transportContactName: 'Ewa',
      transportContactEmail: 'ewa@example.com',
      transportContactPhone: '+48 600 000 000',
    },
    driver: {
      addressLine1: 'ul. Długa 1',
      postalCode: '20-001',
      city: 'Lublin',
      addressCountryCode: 'PL',
      licenceNumber: 'AB123456',
      licenceCountryCode: 'PL',
      employmentStartDate: '2020-01-01',
      employmentLawCountryCode: 'PL',
    },
    plates: ['LU12345'],
  }
  it('none when complete', () => expect(missingImiFields(complete)).toEqual([]))
  it('each empty one, in order', () =>
    expect(
      missingImiFields({
        ...complete,
        company: { ...complete.company, communityLicenceNumber: ' ' },
        driver: { ...complete.driver, employmentStartDate: null },
        plates: [],
      })
    ).toEqual(['communityLicenceNumber', 'employmentStartDate', 'plates']))
})

describe('dueDeclarationStage', () => {
  const END = '2026-06-30'
  const declaration = {
    status: 'submitted' as const,
    startDate: '2026-01-01',
    endDate: END,
    countryCode: 'FR',
  }
  const cases: [string, string, string | null][] = [
    ['15 days before', '2026-06-15', null],
    ['14 days before', '2026-06-16', 'first'],
    ['4 days before', '2026-06-26', 'first'],
    ['3 days before', '2026-06-27', 'second'],
    ['its last day', '2026-06-30', 'second'],
    ['the day after', '2026-07-01', null],
  ]
  for (const [name, today, stage] of cases) {
    it(`${name}: ${stage ?? 'nothing'}`, () =>
      expect(dueDeclarationStage(declaration, [declaration], today)).toBe(stage))
  }
  it('a draft or a withdrawn one: nothing', () => {
    expect(dueDeclarationStage({ ...declaration, status: 'draft' }, [], '2026-06-20')).toBeNull()
    expect(dueDeclarationStage({ ...declaration, status: 'withdrawn' }, [], '2026-06-20')).toBeNull()
  })
  it('continued by a submitted declaration in the same country: nothing', () => {
    const next = {
      status: 'submitted' as const,
      startDate: '2026-07-01',
      endDate: '2026-12-31',
      countryCode: 'FR',
    }
    expect(dueDeclarationStage(declaration, [declaration, next], '2026-06-20')).toBeNull()
    expect(
      dueDeclarationStage(declaration, [declaration, { ...next, countryCode: 'DE' }], '2026-06-20')
    ).toBe('first')
    expect(dueDeclarationStage(declaration, [declaration, { ...next, status: 'draft' }], '2026-06-20')).toBe(
      'first'
    )
  })
})

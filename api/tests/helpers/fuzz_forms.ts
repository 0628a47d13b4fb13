import type { Random } from '#tests/helpers/fuzz'

/*
| Hostile bodies shaped like the real forms, for the fuzz test: a known form with some leaves replaced by values no
| field accepts, so that each reaches the rule of its field instead of stopping at "required".
*/

/** Leaf values that no field accepts (wrong type, unconvertible, not Unicode, or beyond every length and range). */
const INVALID_LEAVES: readonly unknown[] = [
  { toString: 1 },
  { valueOf: 1 },
  { toString: 1, valueOf: 1 },
  JSON.parse('{"__proto__":{"admin":true},"toString":1}'),
  '\ud800',
  'a\udfff@example.com',
  1e300,
  2 ** 64 - 1,
  'x'.repeat(70_000),
  [[[[{ toString: 1 }]]]],
]

/**
 * Bodies shaped like the real forms (registration and quote, credentials, profile, worker, admin actions), so that
 * a hostile leaf reaches the rule of its field instead of stopping at "required".
 */
const SKELETONS: readonly object[] = [
  {
    company: {
      name: 'Trans Sp. z o.o.',
      vatNumber: 'PL5260250274',
      size: 'SMALL',
      address: {
        addressLines: ['ul. Długa 5', null],
        postalCode: '80-831',
        city: 'Gdańsk',
        countryCode: 'PL',
      },
    },
    profile: {
      civility: 'MR',
      firstName: 'Jan',
      lastName: 'Nowak',
      email: 'jan@example.pl',
      password: 'Secret-Pass-42',
      confirmPassword: 'Secret-Pass-42',
      position: 'OWNER',
      phone: { type: 'MOBILE', number: '+48602345678' },
    },
    promoCode: 'PROMO65',
    representativeCountries: [
      { countryCode: 'FR', package: 'w|4', numberOfWorkers: 3 },
      { countryCode: 'EU', package: null, numberOfWorkers: 'more' },
    ],
    conditions: true,
    mop: 'TRANSFER',
  },
  {
    login: 'jan.nowak',
    email: 'jan@example.pl',
    password: 'Secret-Pass-42',
    currentPassword: 'Secret-Pass-42',
    newPassword: 'Secret-Pass-43',
    confirmPassword: 'Secret-Pass-43',
    token: 'abc',
  },
  {
    userID: 1,
    profile: {
      civility: 'MRS',
      firstName: 'Anna',
      middleName: null,
      lastName: 'Nowak',
      position: 'OWNER',
      phone: { type: 'BUSINESS', number: '602345678' },
      company: {
        vatNumber: 'PL5260250274',
        address: {
          addressLines: ['ul. Długa 5', 'piętro 2'],
          postalCode: '80-831',
          city: 'Gdańsk',
          countryCode: 'PL',
        },
      },
    },
  },
  {
    civility: 'MR',
    firstName: 'Jan',
    lastName: 'Kowalski',
    dateOfBirth: '1980-05-14',
    cityOfBirth: 'Lublin',
    countryCodeOfBirth: 'PL',
    countryCodeOfNationality: 'PL',
  },
  { contract: 1 },
  {
    startDates: [{ countryCode: 'FR', startDate: '2026-12-01' }],
    amountCents: 1000,
    amount: 10,
    date: '2026-11-01',
    dismissedReminders: [30, 14],
  },
  {
    countryCode: 'FR',
    vatNumber: 'FR61852345677',
    representativeCountries: [{ countryCode: 'BE', numberOfWorkers: 2 }],
    mop: 'CARD',
    conditions: true,
  },
]

/** Bodies shaped like the back-office's writes (settings, companies, profiles, attachments, billing, actions). */
export const ADMIN_SKELETONS: readonly object[] = [
  {
    name: 'Germany',
    code: 'DE',
    isActive: true,
    unlimitedPackageAmountCents: 8900,
    workerPackageAmountCents: 500,
    workerPackages: [{ minWorkers: 1, maxWorkers: 10, perWorkerAmountCents: 500, fixedAmountCents: null }],
    representativeCompany: {
      name: 'Vertretung Deutschland GmbH',
      address: {
        addressLines: ['Friedrichstraße 10', ''],
        postalCode: '10117',
        city: 'Berlin',
        countryCode: 'DE',
      },
      phone: { type: 'BUSINESS', number: '+49 30 123456' },
      email: 'de@representation.example',
      siret: null,
      siren: null,
      vatNumber: 'FR61852345677',
      fiscalCode: '12/345/67890',
      personalIdentificationNumber: null,
      contact: {
        name: 'Anna Schmidt',
        dateOfBirth: '1980-05-17',
        cityOfBirth: 'München',
        countryOfBirth: 'DE',
        nationality: 'DE',
      },
    },
  },
  {
    name: 'Baltic Haulage Club',
    code: 'CLUB-FUZZ',
    isActive: true,
    isNumberOfWorkersNeeded: true,
    unlimitedPackageAmountCents: 6500,
    workerPackageAmountCents: 300,
    workerPackageMaxNumberOfWorker: 20,
    workerPackages: [{ minWorkers: 1, maxWorkers: null, perWorkerAmountCents: null, fixedAmountCents: 9900 }],
  },
  {
    name: 'Łódź Żuraw Transport sp. z o.o.',
    vatNumber: 'PL5260250274',
    address: {
      addressLines: ['ul. Piotrkowska 1', 'lok. 2'],
      postalCode: '90-001',
      city: 'Łódź',
      countryCode: 'PL',
    },
    web: 'https://zuraw.example.pl',
    siret: '12345678901234',
  },
  {
    civility: 'MRS',
    firstName: 'Anna',
    middleName: 'Maria',
    lastName: 'Nowak',
    position: 'OWNER',
    phone: { type: 'MOBILE', number: '+48602345678' },
    company: {
      vatNumber: 'PL5260250274',
      address: {
        addressLines: ['ul. Długa 5', null],
        postalCode: '80-831',
        city: 'Gdańsk',
        countryCode: 'PL',
      },
    },
  },
  {
    titles: { fr: 'Guide', pl: 'Przewodnik', en: 'Guide' },
    countryCodes: ['FR', 'BE'],
    hasCode: true,
    isActive: true,
  },
  { date: '2026-11-02', amountWithoutTax: 12_000, amountTaxes: 2400, description: 'Régularisation' },
  { date: '2026-11-02', amount: 1000 },
  { startDates: [{ countryCode: 'FR', startDate: '2026-12-01' }] },
  { businessIntroducer: 1 },
]

function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, [...path, Array.isArray(value) ? Number(key) : key])
    )
  }
  return [path]
}

/**
 * A form-shaped body (one of `skeletons`, the portal's forms by default) with some of its leaves (each with
 * probability 0.3, at least one) replaced by invalid values.
 */
export function mutatedSkeleton(random: Random, skeletons: readonly object[] = SKELETONS): object {
  const body = structuredClone(random.pick(skeletons)) as Record<string | number, unknown>
  const paths = leafPaths(body)
  const chosen = paths.filter(() => random.next() < 0.3)
  for (const path of chosen.length > 0 ? chosen : [random.pick(paths)]) {
    let node = body
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
    node[path[path.length - 1]] = random.pick(INVALID_LEAVES)
  }
  return body
}

import env from '#start/env'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import BusinessIntroducer from '#models/business_introducer'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import {
  addWorkers,
  createCompanyWithUser,
  createCreditNote,
  createPaidContract,
  createPendingOrder,
} from '#database/demo/demo_builder'
import { addDemoDocuments } from '#database/demo/driver_documents'
import { addDemoAuthorityRequest } from '#database/demo/authority_requests'
import { addDemoDeclarations } from '#database/demo/declarations'
import { POSITIONS } from '#enums/profile'

/** A second business introducer (demo only), so that a contract can be attributed to another one. */
const DEMO_INTRODUCER = {
  code: 'KRAKOW70',
  name: 'Kraków Logistics Consulting',
  isNumberOfWorkersNeeded: false,
  unlimitedPackageAmountCents: 7000,
  workerPackageAmountCents: null,
  workerPackageMaxNumberOfWorker: null,
}

export const DEMO_CUSTOMER = { login: 'demo', email: 'demo@trans-demo.pl', password: 'Demo1234!' }

const OTHER_COMPANIES: [string, string, string, string][] = [
  ['Autotrans Kraków Sp. z o.o.', 'PL', 'Kraków', '30-001'],
  ['Bałtyk Logistics S.A.', 'PL', 'Gdańsk', '80-001'],
  ['Carpathia Freight SRL', 'RO', 'Cluj-Napoca', '400001'],
  ['Danube Cargo Kft.', 'HU', 'Budapest', '1051'],
  ['Euro-Spedycja Łódź Sp. z o.o.', 'PL', 'Łódź', '90-001'],
  ['Fret Express Atlantique SARL', 'FR', 'Nantes', '44000'],
  ['Gdynia Shipping Services Sp. z o.o.', 'PL', 'Gdynia', '81-001'],
  ['Hanza Trans Sp. j.', 'PL', 'Szczecin', '70-001'],
  ['Iberia Rutas S.L.', 'ES', 'Zaragoza', '50001'],
  ['Jurajski Transport s.c.', 'PL', 'Częstochowa', '42-200'],
  ['Karpaty Cargo Sp. z o.o.', 'PL', 'Rzeszów', '35-001'],
  ['Lublin Freight Partners Sp. z o.o.', 'PL', 'Lublin', '20-001'],
  ['Mazury Express Sp. z o.o.', 'PL', 'Olsztyn', '10-001'],
  ['Nord Transit Lietuva UAB', 'LT', 'Kaunas', '44001'],
  ['Odra Logistics Sp. z o.o.', 'PL', 'Wrocław', '50-001'],
  ['Poznań Trucking Sp. z o.o.', 'PL', 'Poznań', '60-001'],
  ['Quercus Transporte Lda', 'PT', 'Porto', '4000-001'],
  ['Rhône Alpes Routier SAS', 'FR', 'Lyon', '69001'],
  ['Śląsk Cargo Sp. z o.o.', 'PL', 'Katowice', '40-001'],
  ['Tatra Trans s.r.o.', 'SK', 'Žilina', '01001'],
  ['Ursus Spedition GmbH', 'AT', 'Linz', '4020'],
  ['Vistula Road Sp. z o.o.', 'PL', 'Toruń', '87-100'],
  ['Wielkopolska Transport Sp. z o.o.', 'PL', 'Kalisz', '62-800'],
  ['Zielona Droga Sp. z o.o.', 'PL', 'Zielona Góra', '65-001'],
]

/** VAT numbers with valid check digits, so the demo companies pass every form that re-validates them. */
const FOREIGN_VAT_NUMBERS: Record<string, string[]> = {
  RO: ['RO18596306'],
  HU: ['HU12892738'],
  FR: ['FR37444123400', 'FR91444123418'],
  ES: ['ESB1234567D'],
  LT: ['LT100004715'],
  PT: ['PT501000003'],
  SK: ['SK2022123411'],
  AT: ['ATU12345675'],
}

/** A Polish NIP: nine digits, then the weighted sum modulo 11 (a sum giving 10 is not a valid NIP). */
function polishNip(seed: number) {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7]
  for (let base = 710_000_000 + seed * 7919; ; base += 1) {
    const digits = String(base).split('').map(Number)
    const check = digits.reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11
    if (check !== 10) return `PL${base}${check}`
  }
}

const usedPerCountry = new Map<string, number>()

/** The next unused demo VAT number of a country. */
function demoVatNumber(countryCode: string, index: number) {
  const foreign = FOREIGN_VAT_NUMBERS[countryCode]
  if (!foreign) return polishNip(index)
  const used = usedPerCountry.get(countryCode) ?? 0
  usedPerCountry.set(countryCode, used + 1)
  if (used >= foreign.length) throw new Error(`Add demo VAT numbers for ${countryCode}`)
  return foreign[used]
}

const FIRST_NAMES = ['Piotr', 'Katarzyna', 'Tomasz', 'Agnieszka', 'Marek', 'Ewa', 'Paweł', 'Magdalena']
const LAST_NAMES = [
  'Wiśniewski',
  'Wójcik',
  'Kamiński',
  'Lewandowska',
  'Zieliński',
  'Szymańska',
  'Woźniak',
  'Dąbrowska',
]

/**
 * Contracts of the other companies, so that the back-office lists (companies, contracts, invoices) have rows to
 * filter: one company in four has a running French contract, one a Mobility Package allowance, one an expired
 * Belgian contract and a running Austrian one, the fourth an order waiting for its money (a bank transfer, or a
 * declined card for the last one); every other one came with a promo code.
 */
async function otherContracts(
  { company, user }: Awaited<ReturnType<typeof createCompanyWithUser>>,
  index: number,
  introducers: { promo65: BusinessIntroducer; krakow: BusinessIntroducer }
) {
  const today = todayUtc()
  const introducer = index % 2 === 0 ? introducers.promo65 : index % 8 === 1 ? introducers.krakow : null
  const unlimited = (country: string, startDate: string, chosen: BusinessIntroducer | null) =>
    createPaidContract({
      company,
      user,
      countryCode: country,
      startDate,
      allowedWorkers: null,
      monthlyAmountCents: chosen?.unlimitedPackageAmountCents ?? 7900,
      packageSignature: null,
      introducer: chosen,
    })
  switch (index % 4) {
    case 0:
      await unlimited('FR', addDays(today, -(20 + index * 3)), introducer)
      break
    case 1:
      await createPaidContract({
        company,
        user,
        countryCode: 'EU',
        startDate: addDays(today, -(40 + index * 2)),
        allowedWorkers: 5,
        monthlyAmountCents: 2000,
        packageSignature: 'w|4',
        introducer,
      })
      break
    case 2:
      await unlimited('BE', addDays(today, -(200 + index * 3)), null)
      await unlimited('AT', addDays(today, -(10 + index)), introducer)
      break
    case 3:
      // Orders waiting for their money: transfers for an admin to validate, and one declined card.
      await createPendingOrder({
        company,
        user,
        countryCodes: index % 8 === 3 ? ['FR', 'BE'] : ['FR'],
        createdOn: addDays(today, -(index % 5)),
        status: index === 23 ? 'payment_failed' : 'pending_payment',
      })
      break
  }
}

/**
 * Demo data so that every screen shows something on first run (only when DEMO_DATA=true): the demo customer with an
 * active, an expiring and an expired contract, drivers with documents in every state of readiness, invoices and a
 * credit note, and other companies.
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    if (!env.get('DEMO_DATA')) return
    if (await User.findBy('login', DEMO_CUSTOMER.login)) return
    const today = todayUtc()

    const { company, user } = await createCompanyWithUser({
      company: {
        name: 'Trans-Demo Sp. z o.o.',
        vatNumber: 'PL1234563218',
        addressLine1: 'ul. Przykładowa 12',
        addressLine2: 'lok. 4',
        postalCode: '00-001',
        city: 'Warszawa',
        countryCode: 'PL',
        size: '50',
        migratedToMobilityPacket: true,
        web: 'https://trans-demo.example',
      },
      user: DEMO_CUSTOMER,
      profile: {
        civility: 'MR',
        firstName: 'Jan',
        lastName: 'Kowalski',
        position: 'MANAGER',
        phone: '+48601234567',
      },
    })

    const expired = await createPaidContract({
      company,
      user,
      countryCode: 'BE',
      startDate: addDays(today, -250),
      allowedWorkers: null,
      monthlyAmountCents: 7900,
      packageSignature: null,
    })
    await addWorkers(expired.contract, [['Adam', 'Nowicki', '1979-03-02', 'Radom']])
    await createCreditNote(expired.invoice, 7900, addDays(today, -240))

    const expiring = await createPaidContract({
      company,
      user,
      countryCode: 'EU',
      startDate: addDays(today, -170),
      // The Mobility Package's w|4 package (4 EUR a worker, up to 12).
      allowedWorkers: 12,
      monthlyAmountCents: 4800,
      packageSignature: 'w|4',
    })
    await addWorkers(expiring.contract, [
      ['Krzysztof', 'Mazur', '1982-05-14', 'Lublin'],
      ['Grzegorz', 'Krawczyk', '1975-11-02', 'Kielce'],
      ['Michał', 'Pietrzak', '1990-01-23', 'Białystok'],
      ['Łukasz', 'Grabowski', '1988-07-30', 'Płock'],
      ['Andrzej', 'Jabłoński', '1969-09-09', 'Opole'],
    ])

    const active = await createPaidContract({
      company,
      user,
      countryCode: 'FR',
      startDate: addDays(today, -60),
      allowedWorkers: null,
      monthlyAmountCents: 7900,
      packageSignature: null,
    })
    await addWorkers(active.contract, [
      ['Krzysztof', 'Mazur', '1982-05-14', 'Lublin'],
      ['Wojciech', 'Sikora', '1986-02-17', 'Tarnów'],
      ['Dariusz', 'Baran', '1972-12-01', 'Elbląg'],
    ])
    await addDemoDocuments(company.id, today)
    await addDemoAuthorityRequest(company.id, today)
    await addDemoDeclarations(company.id, today)

    const promo65 = await BusinessIntroducer.findByOrFail('code', 'PROMO65')
    const krakow =
      (await BusinessIntroducer.findBy('code', DEMO_INTRODUCER.code)) ??
      (await BusinessIntroducer.create({ ...DEMO_INTRODUCER, isActive: true }))

    for (const [index, [name, countryCode, city, postalCode]] of OTHER_COMPANIES.entries()) {
      const firstName = FIRST_NAMES[index % FIRST_NAMES.length]
      const lastName = LAST_NAMES[(index * 3) % LAST_NAMES.length]
      const other = await createCompanyWithUser({
        company: {
          name,
          vatNumber: demoVatNumber(countryCode, index),
          addressLine1: `${['Główna', 'Rue Centrale', 'Hauptstraße'][index % 3]} ${index + 3}`,
          postalCode,
          city,
          countryCode,
          size: (['10', '50', '100', '500', 'more'] as const)[index % 5],
          migratedToMobilityPacket: index % 4 !== 0,
          vatStatus: 'unchecked',
        },
        user: {
          login: `user${index + 1}`,
          email: `contact${index + 1}@company${index + 1}.example`,
          password: 'Demo1234!',
        },
        profile: {
          civility: index % 2 === 0 ? 'MR' : 'MRS',
          firstName,
          lastName,
          position: POSITIONS[index % POSITIONS.length],
          phone: `+4860${String(1_000_000 + index * 1337).padStart(7, '0')}`,
        },
      })
      await otherContracts(other, index, { promo65, krakow })
    }
  }
}

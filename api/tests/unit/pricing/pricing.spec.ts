import { test } from '@japa/runner'
import {
  packageSignature,
  priceOrder,
  priceRow,
  PricingException,
  type CountryOffer,
  type IntroducerOffer,
} from '#services/pricing/pricing'

const country: CountryOffer = {
  unlimitedPackageAmountCents: 7900,
  workerPackages: [{ perWorkerAmountCents: 400, fixedAmountCents: null, minWorkers: 1, maxWorkers: 12 }],
}
const fixedCountry: CountryOffer = {
  unlimitedPackageAmountCents: 7900,
  workerPackages: [{ perWorkerAmountCents: null, fixedAmountCents: 2500, minWorkers: 1, maxWorkers: null }],
}
const promo: IntroducerOffer = {
  isNumberOfWorkersNeeded: false,
  workerPackageAmountCents: null,
  workerPackageMaxNumberOfWorker: null,
  unlimitedPackageAmountCents: 6500,
  workerPackages: [],
}
const perWorkerIntroducer: IntroducerOffer = {
  isNumberOfWorkersNeeded: true,
  workerPackageAmountCents: 300,
  workerPackageMaxNumberOfWorker: 20,
  unlimitedPackageAmountCents: 6000,
  workerPackages: [],
}
const introducerWithPackages: IntroducerOffer = {
  ...promo,
  workerPackages: [{ perWorkerAmountCents: 350, fixedAmountCents: null, minWorkers: 2, maxWorkers: 10 }],
}

test.group('pricing / priceRow', () => {
  const cases: [
    string,
    CountryOffer,
    IntroducerOffer | null,
    string | null,
    number | 'more' | null,
    number,
    number | null,
  ][] = [
    ['w|4 with 1 worker', country, null, 'w|4', 1, 400, 1],
    ['w|4 with 12 workers (the maximum)', country, null, 'w|4', 12, 4800, 12],
    ['f|25 fixed whatever the count', fixedCountry, null, 'f|25', 40, 2500, 40],
    ['no package: the country unlimited price', country, null, null, null, 7900, null],
    ['no package and "more": unlimited', country, null, null, 'more', 7900, null],
    ['promo introducer, no package: its unlimited price', country, promo, null, null, 6500, null],
    ['promo introducer with a country package: the package wins', country, promo, 'w|4', 3, 1200, 3],
    ['per-worker introducer with a count', country, perWorkerIntroducer, null, 5, 1500, 5],
    [
      'per-worker introducer with "more": its unlimited price',
      country,
      perWorkerIntroducer,
      null,
      'more',
      6000,
      null,
    ],
    ['introducer packages replace the country ones', country, introducerWithPackages, 'w|3.5', 4, 1400, 4],
  ]
  for (const [name, offer, introducer, pack, workers, monthly, allowed] of cases) {
    test(name, ({ assert }) => {
      const price = priceRow(offer, introducer, { package: pack, numberOfWorkers: workers })
      assert.deepEqual(price, {
        monthlyAmountCents: monthly,
        totalAmountCents: monthly * 6,
        allowedNumberOfWorkers: allowed,
      })
    })
  }
})

test.group('pricing / refusals', () => {
  const refusals: [
    string,
    CountryOffer,
    IntroducerOffer | null,
    string | null,
    number | 'more' | null,
    string,
  ][] = [
    ['a package that is not offered', country, null, 'w|1', 3, 'unknownPackage'],
    [
      'a country package when the introducer has its own',
      country,
      introducerWithPackages,
      'w|4',
      3,
      'unknownPackage',
    ],
    ['13 workers on a package of at most 12', country, null, 'w|4', 13, 'workersOutOfRange'],
    ['0 workers', country, null, 'w|4', 0, 'workersOutOfRange'],
    ['below the package minimum', country, introducerWithPackages, 'w|3.5', 1, 'workersOutOfRange'],
    ['a package without a count', country, null, 'w|4', null, 'workersRequired'],
    ['"more" on a per-worker package', country, null, 'w|4', 'more', 'workersRequired'],
    ['above the introducer maximum', country, perWorkerIntroducer, null, 21, 'workersOutOfRange'],
  ]
  for (const [name, offer, introducer, pack, workers, reason] of refusals) {
    test(name, ({ assert }) => {
      assert.throws(() => priceRow(offer, introducer, { package: pack, numberOfWorkers: workers }))
      try {
        priceRow(offer, introducer, { package: pack, numberOfWorkers: workers })
      } catch (error) {
        assert.instanceOf(error, PricingException)
        assert.equal((error as PricingException).reason, reason)
      }
    })
  }
})

test.group('pricing / order and signatures', () => {
  test('the order totals excluding tax are the sums of the rows', ({ assert }) => {
    const rows = [
      priceRow(country, null, { package: 'w|4', numberOfWorkers: 3 }),
      priceRow(country, null, { package: null, numberOfWorkers: null }),
    ]
    assert.deepEqual(priceOrder(rows), {
      monthlyAmountCents: 9100,
      totalWithoutTaxCents: 54600,
    })
  })

  test('package signatures are in euros', ({ assert }) => {
    assert.equal(packageSignature(country.workerPackages[0]), 'w|4')
    assert.equal(packageSignature(fixedCountry.workerPackages[0]), 'f|25')
    assert.equal(packageSignature(introducerWithPackages.workerPackages[0]), 'w|3.5')
  })
})

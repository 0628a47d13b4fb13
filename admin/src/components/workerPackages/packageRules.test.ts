import { describe, expect, it } from 'vitest'
import { packageFieldValidator, packageMessageAt, packageSummary, toDrafts } from './packageRules'

const perWorker = (min: number | null, max: number | null, cents: number | null) => ({
  minWorkers: min,
  maxWorkers: max,
  perWorkerAmountCents: cents,
  fixedAmountCents: null,
})

describe('the package editor rule', () => {
  it('reads the rows a form holds, empty fields as null', () => {
    expect(toDrafts([{ minWorkers: 1 }, null])).toEqual([
      perWorker(1, null, null),
      perWorker(null, null, null),
    ])
    expect(toDrafts(undefined)).toEqual([])
  })

  it.each([
    ['workerPackages.1.minWorkers', 'app.packages.errors.overlap', { row: 2, other: 1 }],
    ['workerPackages.2.perWorkerAmountCents', 'app.packages.errors.amountMissing', { row: 3 }],
    ['workerPackages.3.maxWorkers', 'app.packages.errors.maxBelowMin', { row: 4 }],
  ])('%s: %s', (source, message, args) => {
    const rows = [
      perWorker(1, 12, 400),
      perWorker(10, 20, 300),
      perWorker(30, 40, null),
      perWorker(50, 45, 100),
    ]
    expect(packageMessageAt(rows, source)).toMatchObject({ message, args })
  })

  it('says nothing about a right input, and validates through the form values', () => {
    const values = { workerPackages: [perWorker(1, 12, 400), perWorker(13, null, 300)] }
    expect(packageMessageAt(values.workerPackages, 'workerPackages.0.minWorkers')).toBeUndefined()
    expect(packageFieldValidator(13, values, { finalSource: 'workerPackages.1.minWorkers' })).toBeUndefined()
    values.workerPackages[1].minWorkers = 12
    expect(packageFieldValidator(12, values, { finalSource: 'workerPackages.1.minWorkers' })).toMatchObject({
      message: 'app.packages.errors.overlap',
    })
  })

  it('summarises a package in words', () => {
    const money = (cents: number) => `€${(cents / 100).toFixed(2)}`
    const translate = (key: string, options?: Record<string, unknown>) =>
      key === 'app.packages.summary'
        ? `${options?.range} = ${options?.price}`
        : `${key} ${JSON.stringify(options)}`
    expect(packageSummary(perWorker(1, 12, 400) as never, money, translate)).toBe(
      'app.packages.between {"min":1,"max":12} = app.packages.per_worker_price {"amount":"€4.00"}'
    )
    expect(
      packageSummary(
        { minWorkers: 13, maxWorkers: null, perWorkerAmountCents: null, fixedAmountCents: 6000 },
        money,
        translate
      )
    ).toBe('app.packages.from {"min":13} = €60.00')
  })
})

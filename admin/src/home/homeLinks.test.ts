import { describe, expect, it } from 'vitest'
import { listLink } from './homeLinks'

describe('the home links', () => {
  it('open each list with the filter the count was taken with', () => {
    const link = listLink({
      list: { resource: 'invoices', filter: { dateFrom: '2026-11-01', dateTo: '2026-11-30' } },
    })
    expect(link).toBe(
      '/invoices?filter=%7B%22dateFrom%22%3A%222026-11-01%22%2C%22dateTo%22%3A%222026-11-30%22%7D'
    )
    const url = new URL(link, 'http://localhost')
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
    expect(listLink({ list: { resource: 'workerContracts', filter: { expiring: true } } })).toBe(
      '/workerContracts?filter=%7B%22expiring%22%3Atrue%7D'
    )
  })
})

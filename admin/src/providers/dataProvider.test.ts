import { HttpError } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_COUNT_CAP } from '@posted-workers/domain'
import { createDataProvider } from './dataProvider'
import { toFormErrors } from './formErrors'

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

describe('toFormErrors', () => {
  it('maps a 422 error list to field paths, with a notification message', () => {
    const error = toFormErrors(
      new HttpError('Unprocessable Entity', 422, {
        errors: [
          { field: 'phone.number', message: 'The phone number is not valid' },
          { field: 'company.vatNumber', message: 'Invalid VAT number' },
          { field: 'company.vatNumber', message: 'second message for the same field' },
        ],
      })
    )
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).body).toEqual({
      errors: {
        'phone.number': 'The phone number is not valid',
        'company.vatNumber': 'Invalid VAT number',
        root: { serverError: 'ra.message.invalid_form' },
      },
    })
  })

  it("uses a general message as the form's message", () => {
    const error = toFormErrors(
      new HttpError('x', 422, {
        errors: [{ field: 'lastName', message: 'Required' }, { message: 'Fix the form' }],
      })
    )
    expect((error as HttpError).body.errors.root).toEqual({ serverError: 'Fix the form' })
  })

  it('leaves other errors alone', () => {
    const notFound = new HttpError('Not found', 404, { errors: [{ message: 'Not found' }] })
    expect(toFormErrors(notFound)).toBe(notFound)
    const network = new TypeError('Failed to fetch')
    expect(toFormErrors(network)).toBe(network)
  })
})

describe('dataProvider', () => {
  let locale = 'pl'
  const dataProvider = createDataProvider(() => locale)
  let fetchMock: ReturnType<typeof vi.fn>

  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })

  it('calls the admin API under the current language', async () => {
    fetchMock.mockImplementation(async () => answer(200, [{ id: 1 }], { 'Content-Range': 'profiles 0-0/1' }))
    const page = await dataProvider.getList('profiles', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'companyName', order: 'ASC' },
      filter: { q: 'trans' },
    })
    expect(page).toEqual({ data: [{ id: 1 }], total: 1 })
    const url = new URL(fetchMock.mock.calls[0][0] as string, 'http://localhost')
    expect(url.pathname).toBe('/pl/api/admin/profiles')
    expect(url.searchParams.get('range')).toBe('[0,24]')
    expect(url.searchParams.get('sort')).toBe('["companyName","ASC"]')
    expect(url.searchParams.get('filter')).toBe('{"q":"trans"}')

    locale = 'en'
    await dataProvider.getList('profiles', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(new URL(fetchMock.mock.calls[1][0] as string, 'http://localhost').pathname).toBe(
      '/en/api/admin/profiles'
    )
  })

  it('pages without a total beyond the count cap: whether pages come before and after, and the cap', async () => {
    const page = (number: number, range: string, hasNext: string, cap?: string) => {
      fetchMock.mockResolvedValueOnce(
        answer(200, [{ id: number }], {
          'Content-Range': range,
          'X-Has-Next-Page': hasNext,
          ...(cap === undefined ? {} : { 'X-Count-Cap': cap }),
        })
      )
      return dataProvider.getList('workerContracts', {
        pagination: { page: number, perPage: 50 },
        sort: { field: 'companyName', order: 'ASC' },
        filter: {},
      })
    }
    expect(await page(1, 'workerContracts 0-49/*', 'true', '10000')).toEqual({
      data: [{ id: 1 }],
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
      meta: { countCap: 10_000 },
    })
    expect(await page(3, 'workerContracts 100-149/*', 'false', '1000')).toEqual({
      data: [{ id: 3 }],
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
      meta: { countCap: 1000 },
    })
    // A server that names no cap (or an unreadable one): the lists' cap.
    expect(await page(2, 'workerContracts 50-99/*', 'true', 'many')).toMatchObject({
      meta: { countCap: LIST_COUNT_CAP },
    })
    // Counted: the total, as before.
    expect(await page(1, 'workerContracts 0-0/1', 'true')).toEqual({ data: [{ id: 1 }], total: 1 })
  })

  it('turns a 422 answer into field errors', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { errors: [{ field: 'phone.number', message: 'Numer telefonu jest nieprawidłowy' }] })
    )
    const error = await dataProvider
      .update('profiles', { id: 7, data: {}, previousData: { id: 7 } })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 422,
      message: 'Numer telefonu jest nieprawidłowy',
      body: { errors: { 'phone.number': 'Numer telefonu jest nieprawidłowy' } },
    })
  })

  describe('custom calls', () => {
    const sent = (call = 0) => {
      const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit]
      return { url, method: init.method, headers: new Headers(init.headers), body: init.body }
    }

    beforeEach(() => {
      locale = 'fr'
      document.cookie = 'XSRF-TOKEN=xsrf%2Btoken; path=/'
    })

    afterEach(() => {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    })

    it('validates a request with one start date per country', async () => {
      const successes = [{ message: 'Demande validée' }]
      fetchMock.mockResolvedValue(answer(200, { validated: true, successes }))
      const startDates = [
        { countryCode: 'FR', startDate: '2026-12-01' },
        { countryCode: 'EU', startDate: '2026-12-03' },
      ]
      await expect(dataProvider.validateRequest(12, startDates)).resolves.toEqual({
        validated: true,
        successes,
      })
      const { url, method, headers, body } = sent()
      expect(`${method} ${url}`).toBe('POST /fr/api/admin/requests/12/validate')
      expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf+token')
      expect(headers.get('Content-Type')).toBe('application/json')
      expect(JSON.parse(body as string)).toEqual({ startDates })
    })

    it('removes a request', async () => {
      fetchMock.mockResolvedValue(answer(200, { removed: true, successes: [] }))
      locale = 'pl'
      await expect(dataProvider.removeRequest(12)).resolves.toEqual({ removed: true, successes: [] })
      const { url, method, headers, body } = sent()
      expect(`${method} ${url}`).toBe('POST /pl/api/admin/requests/12/remove')
      expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf+token')
      expect(body).toBeUndefined()
    })

    it("rejects with the server's message when the request is no longer pending", async () => {
      fetchMock.mockResolvedValue(answer(400, { errors: [{ message: "La demande n'est plus en attente" }] }))
      await expect(dataProvider.removeRequest(12)).rejects.toMatchObject({
        status: 400,
        message: "La demande n'est plus en attente",
      })
    })

    it('lists every representative country in the current language', async () => {
      const countries = [{ id: 1, code: 'EU', name: 'Paquet mobilité', isMobilityPackage: true }]
      fetchMock.mockResolvedValue(answer(200, { countries }))
      await expect(dataProvider.listRepresentativeCountries()).resolves.toEqual(countries)
      const { url, method, headers } = sent()
      expect(`${method ?? 'GET'} ${url}`).toBe('GET /fr/api/representativeCountries/list?getAll=true')
      expect(headers.has('X-XSRF-TOKEN')).toBe(false)
    })
  })
})

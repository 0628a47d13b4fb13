import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDataProvider } from './dataProvider'
import { hasChosenFiles, toFormData, uploadProgress } from './multipart'

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

/** A stand-in for the browser's XMLHttpRequest: records what is sent, answers what the test says. */
class FakeRequest {
  static last: FakeRequest
  static answer = { status: 200, body: '{}' }
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  statusText = ''
  responseText = ''
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeRequest.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  send(body: FormData) {
    this.body = body
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
    queueMicrotask(() => {
      this.status = FakeRequest.answer.status
      this.responseText = FakeRequest.answer.body
      this.onload?.()
    })
  }
}

describe('a record with files', () => {
  it('sends each chosen file as a part of its field and the rest as JSON input', async () => {
    const data = {
      name: 'Belgique',
      termsOfSalesFr: { rawFile: pdf('cgv-fr.pdf'), src: 'blob:x', title: 'cgv-fr.pdf' },
      termsOfSalesPl: { src: '/fr/api/representativeCountries/3/termsOfSales/pl/download', title: 'pl.pdf' },
      workerPackages: [{ minWorkers: 1, maxWorkers: 12, perWorkerAmountCents: 400, fixedAmountCents: null }],
    }
    expect(hasChosenFiles(data)).toBe(true)
    expect(hasChosenFiles({ ...data, termsOfSalesFr: null })).toBe(false)
    const form = toFormData(data)
    expect((form.get('termsOfSalesFr') as File).name).toBe('cgv-fr.pdf')
    expect(form.get('termsOfSalesPl')).toBeNull()
    expect(JSON.parse(form.get('input') as string)).toEqual({
      name: 'Belgique',
      termsOfSalesPl: data.termsOfSalesPl,
      workerPackages: data.workerPackages,
    })
  })
})

describe('the data provider with files', () => {
  const dataProvider = createDataProvider(() => 'pl')
  const fetchMock = vi.fn()

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest)
    vi.stubGlobal('fetch', fetchMock)
    document.cookie = 'XSRF-TOKEN=xsrf%2Btoken; path=/'
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('creates with one multipart POST carrying the CSRF token, reporting progress, and reads the answer', async () => {
    FakeRequest.answer = { status: 200, body: JSON.stringify({ id: 9, title: 'Guide' }) }
    const seen: (number | null)[] = []
    const stop = uploadProgress.subscribe(() => seen.push(uploadProgress.get()))
    const result = await dataProvider.create('attachments', {
      data: { title: 'Guide', file: { rawFile: pdf('guide.pdf') } },
    })
    stop()
    expect(result.data).toMatchObject({ id: 9, title: 'Guide' })
    const request = FakeRequest.last
    expect(`${request.method} ${request.url}`).toBe('POST /pl/api/admin/attachments')
    expect(request.withCredentials).toBe(true)
    expect(request.headers['x-xsrf-token']).toBe('xsrf+token')
    expect((request.body?.get('file') as File).name).toBe('guide.pdf')
    expect(seen).toEqual([0, 0.25, null])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('updates with a multipart PUT and shows the field errors of a 422', async () => {
    FakeRequest.answer = {
      status: 422,
      body: JSON.stringify({ errors: [{ field: 'file', message: 'Plik a.pdf nie jest plikiem PDF.' }] }),
    }
    const error = await dataProvider
      .update('attachments', { id: 4, data: { file: { rawFile: pdf('a.pdf') } }, previousData: { id: 4 } })
      .catch((e: unknown) => e)
    expect(`${FakeRequest.last.method} ${FakeRequest.last.url}`).toBe('PUT /pl/api/admin/attachments/4')
    expect(error).toMatchObject({
      status: 422,
      message: 'Plik a.pdf nie jest plikiem PDF.',
      body: { errors: { file: 'Plik a.pdf nie jest plikiem PDF.' } },
    })
  })

  it('sends a record without a new file as JSON, as any resource', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 4, title: 'Guide' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    )
    await dataProvider.update('attachments', { id: 4, data: { title: 'Guide' }, previousData: { id: 4 } })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(`${init.method} ${url}`).toBe('PUT /pl/api/admin/attachments/4')
    expect(JSON.parse(init.body as string)).toEqual({ title: 'Guide' })
  })
})

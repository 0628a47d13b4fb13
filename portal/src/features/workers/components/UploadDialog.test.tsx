import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DOCUMENT_CATEGORIES } from '@posted-workers/domain'
import { renderWithProviders } from '../testing/render'
import { fakeServer, json } from '../testing/server'
import { UploadDialog } from './UploadDialog'

const file = (name: string, size: number) => new File(['x'.repeat(size)], name, { type: 'application/pdf' })

/** Answers the upload with `status` and `body` after reporting half the body sent. */
function fakeXhr(status: number, body: unknown) {
  const sent: FormData[] = []
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null }
    status = 0
    responseText = ''
    withCredentials = false
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    open() {}
    setRequestHeader() {}
    send(data: FormData) {
      sent.push(data)
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
        this.status = status
        this.responseText = JSON.stringify(body)
        this.onload?.()
      }, 10)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

function renderDialog() {
  vi.stubGlobal(
    'fetch',
    fakeServer({
      'GET /utils/listCountries': () => json(200, { countries: [{ code: 'PL', name: 'Poland' }] }),
    })
  )
  renderWithProviders(
    <UploadDialog
      companyId={1}
      target={{ kind: 'worker', id: 12 }}
      categories={DOCUMENT_CATEGORIES}
      onClose={() => {}}
    />
  )
}

/** The chosen files, each a group of fields named by its file. */
const rows = () => screen.queryAllByRole('group')
const fileGroup = (fileName: string) => screen.getByRole('group', { name: fileName })
const uploadButton = () => screen.getByRole('button', { name: 'Upload' })

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  fileName: string,
  field: string,
  option: string
) {
  await user.click(within(fileGroup(fileName)).getByRole('combobox', { name: field }))
  await user.click(await screen.findByRole('option', { name: option }))
}

const chooseCategory = (user: ReturnType<typeof userEvent.setup>, fileName: string, category: string) =>
  choose(user, fileName, 'Category', category)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('upload dialog', () => {
  it('lists the chosen files with their size, drops the same file chosen twice, and lets one go', async () => {
    const user = userEvent.setup()
    renderDialog()
    expect(uploadButton()).toHaveProperty('disabled', true)

    const browse = screen.getByLabelText('Browse…')
    await user.upload(browse, [file('a.pdf', 1500), file('b.pdf', 999)])
    await user.upload(browse, [file('a.pdf', 1500), file('c.pdf', 2_500_000)])
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('a.pdf1.5\u00a0kB'),
      expect.stringContaining('b.pdf999\u00a0B'),
      expect.stringContaining('c.pdf2.5\u00a0MB'),
    ])

    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }))
    expect(rows()).toHaveLength(2)
  })

  it('refuses a file over 10 MB on the spot, in the words the server would use, and sends nothing', async () => {
    const user = userEvent.setup()
    const sent = fakeXhr(200, { uploaded: true, files: [], successes: [] })
    renderDialog()
    const big = file('scan.pdf', 1)
    Object.defineProperty(big, 'size', { value: 10_000_001 })

    await user.upload(screen.getByLabelText('Browse…'), [big, file('a.pdf', 10)])

    expect(screen.getByText('The file scan.pdf is too large: at most 10 MB per file.')).toBeTruthy()
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('a.pdf')])
    expect(sent).toHaveLength(0)
  })

  it('keeps upload disabled until every file has a category and an A1 its last day, then sends each file’s details in order', async () => {
    const user = userEvent.setup()
    const sent = fakeXhr(200, { uploaded: true, files: [], successes: [{ message: '2 documents added' }] })
    renderDialog()

    await user.upload(screen.getByLabelText('Browse…'), [file('a.pdf', 10), file('b.pdf', 20)])
    expect(screen.getByText('Choose a category for each file.')).toBeTruthy()
    await chooseCategory(user, 'a.pdf', 'A1 certificate')
    await chooseCategory(user, 'b.pdf', 'Payslip')
    // An A1 ends: without its last day it would not count for the driver's readiness.
    expect(uploadButton()).toHaveProperty('disabled', true)
    expect(within(fileGroup('a.pdf')).getByText('Required: this kind of document ends.')).toBeTruthy()
    const a = within(fileGroup('a.pdf'))
    await user.type(a.getByLabelText(/Valid from/), '2026-12-01')
    await user.type(a.getByLabelText(/Valid until/), '2026-11-30')
    expect(a.getByText('The last valid day is before the first one.')).toBeTruthy()
    expect(uploadButton()).toHaveProperty('disabled', true)
    await user.clear(a.getByLabelText(/Valid until/))
    await user.type(a.getByLabelText(/Valid until/), '2027-05-31')
    await user.type(a.getByRole('textbox', { name: 'Number' }), ' PL-123 ')
    await choose(user, 'a.pdf', 'Issuing country', 'Poland')
    expect(uploadButton()).toHaveProperty('disabled', false)

    await user.click(uploadButton())
    expect(await screen.findByText('2 documents added')).toBeTruthy()
    expect(sent[0].getAll('categories')).toEqual(['A1', 'SALARY'])
    expect((sent[0].getAll('files') as File[]).map((sentFile) => sentFile.name)).toEqual(['a.pdf', 'b.pdf'])
    // As lists (`validFrom[]`), so that an empty value keeps its place among the others.
    expect(sent[0].getAll('validFrom[]')).toEqual(['2026-12-01', ''])
    expect(sent[0].getAll('validUntil[]')).toEqual(['2027-05-31', ''])
    expect(sent[0].getAll('documentNumber[]')).toEqual(['PL-123', ''])
    expect(sent[0].getAll('issuingCountry[]')).toEqual(['PL', ''])
    // Back to the initial state.
    expect(rows()).toHaveLength(0)
    expect(uploadButton()).toHaveProperty('disabled', true)
  })

  it('shows a refusal in the dialog and keeps the chosen files', async () => {
    const user = userEvent.setup()
    fakeXhr(422, { errors: [{ message: 'A document named a.pdf already exists: rename the file.' }] })
    renderDialog()

    await user.upload(screen.getByLabelText('Browse…'), [file('a.pdf', 10)])
    await chooseCategory(user, 'a.pdf', 'Other')
    await user.click(uploadButton())

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('A document named a.pdf already exists: rename the file.')
    await waitFor(() => expect(uploadButton()).toHaveProperty('disabled', false))
    expect(rows()).toHaveLength(1)
  })
})

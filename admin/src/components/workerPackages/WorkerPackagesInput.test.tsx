import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { AdminContext, Form, ResourceContextProvider, SaveButton } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { WorkerPackagesInput } from './WorkerPackagesInput'

const renderEditor = (workerPackages: unknown[], onSubmit = vi.fn()) => {
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <ResourceContextProvider value="businessIntroducers">
        <Form record={{ id: 1, workerPackages }} onSubmit={onSubmit}>
          <WorkerPackagesInput />
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>
  )
  return onSubmit
}

const row = (min: number | null, max: number | null, perWorker: number | null, fixed: number | null) => ({
  minWorkers: min,
  maxWorkers: max,
  perWorkerAmountCents: perWorker,
  fixedAmountCents: fixed,
})

describe('WorkerPackagesInput', () => {
  afterEach(cleanup)

  it('shows the amounts in euros and refuses overlapping rows inline, naming them', async () => {
    const onSubmit = renderEditor([row(1, 12, 400, null), row(10, null, null, 6000)])

    expect((screen.getAllByLabelText('Per driver')[0] as HTMLInputElement).value).toBe('4')
    expect((screen.getAllByLabelText('Fixed price')[1] as HTMLInputElement).value).toBe('60')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText('Package 2: its numbers of drivers overlap those of package 1')
    ).toBeDefined()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('adds a row, and sends cents typed as euros once the rows are right', async () => {
    const onSubmit = renderEditor([row(1, 12, 400, null)])

    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const second = screen.getByText('Package 2').closest('li') as HTMLElement
    fireEvent.change(within(second).getByLabelText('Min. drivers'), { target: { value: '13' } })
    fireEvent.change(within(second).getByLabelText('Fixed price'), { target: { value: '59.90' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0].workerPackages).toEqual([
      row(1, 12, 400, null),
      expect.objectContaining({ minWorkers: 13, fixedAmountCents: 5990 }),
    ])
  })
})

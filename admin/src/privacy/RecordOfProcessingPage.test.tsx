import { render, screen, within } from '@testing-library/react'
import { PROCESSING_ACTIVITIES, recordOfProcessingRows, RETENTION_DEFAULTS } from '@posted-workers/domain'
import { AdminContext, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { RecordOfProcessingPage } from './RecordOfProcessingPage'

function renderIn(locale: 'fr' | 'pl' | 'en') {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider(locale)}>
      <RecordOfProcessingPage />
    </AdminContext>
  )
}

describe('The record of processing page', () => {
  it("renders a row per activity of the domain's record, in the admin's language", async () => {
    renderIn('pl')

    await screen.findByRole('heading', { name: 'Rejestr czynności przetwarzania' })
    const rows = recordOfProcessingRows('pl')
    const drawn = document.querySelectorAll('[data-activity]')
    expect([...drawn].map((row) => row.getAttribute('data-activity'))).toEqual(
      PROCESSING_ACTIVITIES.map((activity) => activity.key)
    )
    const drivers = within(document.querySelector('[data-activity="driverIdentity"]') as HTMLElement)
    const identity = rows.find((row) => row.key === 'driverIdentity')!
    expect(drivers.getByText(identity.data)).toBeTruthy()
    expect(drivers.getByText(identity.retention).textContent).toContain(
      `${RETENTION_DEFAULTS.driverMonths} miesięcy`
    )
    expect(drivers.getByText('drivers')).toBeTruthy()
    expect(
      drivers.getByText(
        'Kontroler drogowy (imię i nazwisko, data urodzenia i obywatelstwo na stronie kontroli i w zaświadczeniu)'
      )
    ).toBeTruthy()
  })

  it('names the drive folders and says when nobody sees the data through the product', async () => {
    renderIn('fr')

    const documents = within(await screenActivity('driverDocuments'))
    expect(documents.getByText('drivers/{company}/{driver}/')).toBeTruthy()
    expect(documents.getByText('Obligation légale (RGPD art. 6(1)(c))')).toBeTruthy()
    expect(within(await screenActivity('sessions')).getByText('Personne dans le produit')).toBeTruthy()
  })
})

async function screenActivity(key: string) {
  await screen.findByRole('heading', { name: 'Registre des activités de traitement' })
  return document.querySelector(`[data-activity="${key}"]`) as HTMLElement
}

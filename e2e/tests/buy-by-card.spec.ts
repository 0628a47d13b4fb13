import { readFile } from 'node:fs/promises'
import { test, expect } from '../support/fixtures'
import { newCustomer, registerCompany } from '../support/register'

test('a visitor registers, pays by card and finds the active contract with its invoice', async ({ page }) => {
  const customer = newCustomer('Karta Trans')
  await registerCompany(page, customer, 'CARD')

  await expect(page).toHaveURL(/\/fr\/workers\/payment/)
  const provider = page.frameLocator('iframe')
  await expect(provider.getByText('474,00 €')).toBeVisible()
  await provider.getByRole('button', { name: 'Accepter le paiement' }).click()

  await expect(page).toHaveURL(/\/fr\/workers\/confirmation/)
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande' })).toBeVisible()
  await expect(page.getByText(/Référence de paiement\s*: PW-\d{4}-/)).toBeVisible()
  await page.getByRole('link', { name: 'Accéder à mon espace' }).click()

  await expect(page).toHaveURL(/\/fr\/home$/)
  await expect(page.getByText(customer.company).first()).toBeVisible()
  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  await expect(contracts.getByRole('tab', { name: /^FR/ })).toBeVisible()
  await expect(contracts.getByText('Actif').first()).toBeVisible()

  const invoiceLink = contracts.getByRole('link', { name: /F-\d{4}-\d{6}/ })
  await expect(invoiceLink).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()])
  expect(download.suggestedFilename()).toMatch(/^F-\d{4}-\d{6}\.pdf$/)
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
})

import { test, expect } from '../support/fixtures'
import { signInOnPortal } from '../support/auth'
import { signInToBackOffice, validateRequestInBackOffice } from '../support/admin'
import { e2eDatabase } from '../support/database'
import { newCustomer, registerCompany } from '../support/register'

/** A calendar date `days` from today (UTC, like the server) as YYYY-MM-DD. */
function dayFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

const frenchDate = (date: string) => date.split('-').reverse().join('/')

test('a contract ending soon is renewed by transfer; once validated the new one starts the day after', async ({
  page,
}) => {
  const customer = newCustomer('Odnowa Trans')
  await registerCompany(page, customer, 'TRANSFER')
  await expect(page).toHaveURL(/\/fr\/workers\/bank-transfer/)
  await page.goto('/fr/api/auth/logout')
  await signInToBackOffice(page)
  await validateRequestInBackOffice(page, customer.company)
  await page.goto('/fr/api/auth/logout')

  // Five months later: the contract has ten days left (its last day counted).
  const end = dayFromToday(9)
  const db = await e2eDatabase()
  try {
    await db.query(
      'UPDATE worker_contracts SET start_date = ?, end_date = ? WHERE company_id = (SELECT id FROM companies WHERE vat_number LIKE ?)',
      [dayFromToday(9 - 182), end, `%${customer.vatNumber}`]
    )
  } finally {
    await db.end()
  }

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  const alert = page.getByRole('alert').filter({ hasText: 'Le contrat FR arrive à échéance' })
  await expect(alert).toContainText('10 jours')
  await alert.getByRole('button', { name: 'Renouveler' }).click()

  const dialog = page.getByRole('dialog', { name: 'Renouveler mes contrats' })
  const renewedStart = dayFromToday(10)
  const renewedEnd = dayFromToday(10 + 182)
  await expect(
    dialog.getByText(`Nouvelle période : du ${frenchDate(renewedStart)} au ${frenchDate(renewedEnd)}`)
  ).toBeVisible()
  await dialog.locator('input[type="radio"][value="TRANSFER"]').check()
  await dialog.getByRole('checkbox', { name: /J’accepte/ }).check()
  await expect(dialog.getByText('474,00 €').first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Renouveler' }).click()

  await expect(page).toHaveURL(/\/fr\/workers\/bank-transfer/)
  await expect(page.getByText('474,00 €').first()).toBeVisible()
  await page.goto('/fr/api/auth/logout')

  await signInToBackOffice(page)
  const proposed = await validateRequestInBackOffice(page, customer.company)
  expect(proposed['France (FR)']).toBe(renewedStart)
  await page.goto('/fr/api/auth/logout')

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  await expect(page).toHaveURL(/\/fr\/home$/)
  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  await expect(contracts.getByText(`Débute le ${frenchDate(renewedStart)}`)).toBeVisible()
  await expect(contracts.getByText(frenchDate(renewedEnd))).toBeVisible()
  // The tab shows the renewal; the invoices of the contract it renews stay there too.
  await expect(contracts.getByRole('link', { name: /F-\d{4}-\d{6}/ })).toHaveCount(2)
  await expect(page.getByRole('alert').filter({ hasText: 'Le contrat FR arrive à échéance' })).toBeHidden()
})

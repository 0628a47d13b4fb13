import { test, expect } from '../support/fixtures'
import { ADMIN, signInOnPortal } from '../support/auth'
import { newCustomer, registerCompany } from '../support/register'

test('a visitor orders by bank transfer, an admin validates it, and the contract is active', async ({
  page,
}) => {
  const customer = newCustomer('Przelew Trans')
  await registerCompany(page, customer, 'TRANSFER')

  await expect(page).toHaveURL(/\/fr\/workers\/bank-transfer/)
  await expect(page.getByText('474,00 €').first()).toBeVisible()
  await expect(page.getByText(/PW-\d{4}-[0-9A-Z]{8}/).first()).toBeVisible()
  await page.goto('/fr/api/auth/logout')

  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill(ADMIN.login)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/#\/profiles/)
  await page.getByRole('menuitem', { name: 'Demandes' }).click()
  await expect(page).toHaveURL(/#\/requests/)
  const row = page.getByRole('row').filter({ hasText: customer.company })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Valider' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(customer.company)).toBeVisible()
  await dialog.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByText(`La demande de ${customer.company} a été validée.`)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: customer.company })).toHaveCount(0)
  await page.goto('/fr/api/auth/logout')

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  await expect(page).toHaveURL(/\/fr\/home$/)
  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  await expect(contracts.getByRole('tab', { name: /^FR/ })).toBeVisible()
  await expect(contracts.getByText('Actif').first()).toBeVisible()
  await expect(contracts.getByRole('link', { name: /F-\d{4}-\d{6}/ })).toBeVisible()
})

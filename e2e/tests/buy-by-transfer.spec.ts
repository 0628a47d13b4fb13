import { test, expect } from '../support/fixtures'
import { signInOnPortal } from '../support/auth'
import { signInToBackOffice, validateRequestInBackOffice } from '../support/admin'
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

  await signInToBackOffice(page)
  await validateRequestInBackOffice(page, customer.company)
  await page.goto('/fr/api/auth/logout')

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  await expect(page).toHaveURL(/\/fr\/home$/)
  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  await expect(contracts.getByRole('tab', { name: /^FR/ })).toBeVisible()
  await expect(contracts.getByText('Actif').first()).toBeVisible()
  await expect(contracts.getByRole('link', { name: /F-\d{4}-\d{6}/ })).toBeVisible()
})

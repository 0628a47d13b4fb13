import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'

test('a customer signs in and sees the home page of their company', async ({ page }) => {
  await signInOnPortal(page, CUSTOMER)

  await expect(page).toHaveURL(/\/fr\/home$/)
  await expect(page.getByRole('heading', { name: 'Bienvenue, Jan Kowalski' })).toBeVisible()
  await expect(page.getByText('PL1234563218')).toBeVisible()
})

test('a wrong password shows the error and keeps the visitor on the login page', async ({ page }) => {
  await signInOnPortal(page, { login: CUSTOMER.login, password: 'not-the-password' })

  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.')
  await expect(page).toHaveURL(/\/fr\/login$/)
})

test('switching the language keeps the page and its query', async ({ page }) => {
  await signInOnPortal(page, CUSTOMER)
  await expect(page).toHaveURL(/\/fr\/home$/)
  await page.goto('/fr/profile?tab=account')
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible()

  await page.getByRole('button', { name: 'Langue' }).click()
  await page.getByRole('menuitem', { name: 'Polski' }).click()

  await expect(page).toHaveURL(/\/pl\/profile\?tab=account$/)
  await expect(page.getByRole('heading', { name: 'Mój profil' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
})

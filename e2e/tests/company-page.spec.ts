import { test, expect } from '../support/fixtures'
import { ADMIN, CUSTOMER, signInOnPortal } from '../support/auth'

test('an admin opens any company page with its contracts, workers and users', async ({ page }) => {
  await signInOnPortal(page, ADMIN)
  await expect(page).toHaveURL(/\/admin\//)

  await page.goto('/fr/company/1')
  await expect(page.getByRole('heading', { name: 'Trans-Demo Sp. z o.o.' })).toBeVisible()
  await page.getByRole('tab', { name: 'FR', exact: true }).click()
  const france = page.getByRole('tabpanel').filter({ visible: true })
  await expect(france.getByRole('row').filter({ hasText: 'SIKORA' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Utilisateurs de la société' }).getByText('demo')
  ).toBeVisible()
})

test('a customer reaches their company page from the menu, not another company', async ({ page }) => {
  await signInOnPortal(page, CUSTOMER)
  await page.getByRole('link', { name: 'Ma société' }).click()
  await expect(page).toHaveURL(/\/fr\/company\/1$/)
  await expect(page.getByRole('heading', { name: 'Trans-Demo Sp. z o.o.' })).toBeVisible()

  await page.goto('/fr/company/2')
  await expect(page.getByRole('alert').filter({ hasText: 'Cette société n’existe pas' })).toBeVisible()
  await expect(page.getByText('Autotrans Kraków')).toHaveCount(0)
})

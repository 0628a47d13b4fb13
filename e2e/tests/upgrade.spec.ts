import { test, expect, type Page } from '../support/fixtures'
import { newCustomer, registerCompany } from '../support/register'

/** Approves the sandbox card payment and comes back to the dashboard. */
async function payByCard(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/fr\/workers\/payment/)
  const provider = page.frameLocator('iframe')
  await expect(provider.getByText(amount)).toBeVisible()
  await provider.getByRole('button', { name: 'Accepter le paiement' }).click()
  await expect(page).toHaveURL(/\/fr\/workers\/confirmation/)
  await page.getByRole('link', { name: 'Accéder à mon espace' }).click()
  await expect(page).toHaveURL(/\/fr\/home$/)
}

test('a company adds drivers to its running contract and its allowance grows', async ({ page }) => {
  const customer = newCustomer('Rozbudowa Trans')
  // The Mobility Package for 3 drivers at 4 € per driver and month: 72 € for six months.
  await registerCompany(page, customer, 'CARD', {
    country: 'Paquet Mobilité UE',
    package: /4,00 € par conducteur/,
    workers: 3,
    total: '72,00 €',
  })
  await payByCard(page, '72,00 €')

  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  const allowance = contracts.getByText('Conducteurs', { exact: true }).first().locator('..')
  await expect(allowance).toContainText('3')

  await page.getByRole('button', { name: 'Ajouter des conducteurs ou des pays' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ajouter des conducteurs ou des pays' })
  const row = dialog.locator('[data-testid="country-row-0"]')
  await row.getByRole('combobox', { name: /Nombre de conducteurs/ }).click()
  // Today's number (to leave the row as it is) and more: never fewer.
  await expect(page.getByRole('option', { name: '3', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: '2', exact: true })).toHaveCount(0)
  await page.getByRole('option', { name: '5', exact: true }).click()
  // 2 more drivers at 4 € for the 6 months left (183 days, never more than the contract has): 48 €.
  await expect(dialog.getByText('48,00 €').first()).toBeVisible()
  await dialog.getByRole('checkbox', { name: /J’accepte/ }).check()
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click()
  await payByCard(page, '48,00 €')

  await expect(allowance).toContainText('5')
  await expect(contracts.getByRole('link', { name: /F-\d{4}-\d{6}/ })).toHaveCount(2)
})

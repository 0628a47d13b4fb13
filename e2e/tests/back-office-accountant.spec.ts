import { test, expect } from '../support/fixtures'
import { BACK_OFFICE_ACCOUNTANT } from '../support/auth'
import { nextTotpCode } from '../support/totp'

test('a back-office accountant signs in with a code, sees only billing, companies and contracts, exports the invoices and finds no edit button', async ({
  page,
}) => {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill(BACK_OFFICE_ACCOUNTANT.login)
  await page.locator('input[name="password"]').fill(BACK_OFFICE_ACCOUNTANT.password)
  await page.locator('button[type="submit"]').click()
  await page.getByLabel('Code de vérification').fill(await nextTotpCode(BACK_OFFICE_ACCOUNTANT.totpSecret!))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page).toHaveURL(/\/admin\/#\/$/)

  // The home and the menu: what an accountant reads, nothing else.
  await expect(page.getByText('Vous consultez les factures, les avoirs')).toBeVisible()
  for (const name of ['Sociétés', 'Tous les contrats', 'Factures', 'Avoirs']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible()
  }
  for (const name of ['Demandes', 'Profils', 'Conformité', 'Pièces jointes', 'Journal d’audit']) {
    await expect(page.getByRole('menuitem', { name })).toHaveCount(0)
  }
  await expect(page.getByRole('menuitem', { name: /Utilisateurs du back-office/ })).toHaveCount(0)

  await page.getByRole('menuitem', { name: 'Factures' }).click()
  await expect(page).toHaveURL(/#\/invoices/)
  await expect(page.getByText(/F-\d{4}-\d{6}/).first()).toBeVisible()
  // Nothing to issue: no credit note from the list.
  await expect(page.getByRole('button', { name: 'Avoir' })).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)

  // A company's page reads without its admin's buttons.
  await page.goto('/admin/#/companies/1/show')
  await expect(page.getByText('Trans-Demo Sp. z o.o.').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /TVA/ })).toHaveCount(0)

  // The server is what refuses: a write answers 403 with the reason.
  const refused = await page.request.get('/fr/api/admin/requests')
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({
    errors: [
      { message: 'Votre rôle dans le back-office ne permet pas cette action. Demandez à un administrateur.' },
    ],
  })
})

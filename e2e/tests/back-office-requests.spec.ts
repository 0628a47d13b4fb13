import { test, expect, type Page } from '../support/fixtures'
import { signInToBackOffice } from '../support/admin'

/** The page never scrolls sideways: its content is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(inner)
}

test('at 1280 px an admin validates a transfer from its row, without scrolling sideways, then two more at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Demandes' }).click()
  await expect(page).toHaveURL(/#\/requests/)

  // The demo's transfers waiting for their money.
  const rowOf = (company: string) => page.getByRole('row').filter({ hasText: company })
  const hanza = rowOf('Hanza Trans Sp. j.')
  const validate = hanza.getByRole('button', { name: 'Valider' })
  await expect(validate).toBeVisible()
  const box = await validate.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280)
  await expectNoSidewaysScroll(page)

  await validate.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Hanza Trans Sp. j.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByText('La demande de Hanza Trans Sp. j. a été validée.')).toBeVisible()
  await expect(hanza).toHaveCount(0)

  for (const company of ['Poznań Trucking Sp. z o.o.', 'Tatra Trans s.r.o.']) {
    await rowOf(company).getByRole('checkbox').check()
  }
  // The selection's toolbar, above the table, comes before the rows' own buttons.
  await page.getByRole('button', { name: 'Valider' }).first().click()
  const bulk = page.getByRole('dialog', { name: 'Valider les 2 demandes sélectionnées' })
  await expect(bulk.getByText(/Poznań Trucking Sp\. z o\.o\./)).toBeVisible()
  await bulk.getByRole('button', { name: 'Valider' }).click()
  await expect(bulk.getByText('2 sur 2 traités')).toBeVisible()
  await bulk.getByRole('button', { name: 'Fermer' }).click()
  await expect(rowOf('Poznań Trucking Sp. z o.o.')).toHaveCount(0)
  await expect(rowOf('Tatra Trans s.r.o.')).toHaveCount(0)
})

test('at 375 px a back-office list is a simple list, its filters behind a button, and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInToBackOffice(page)
  await page.goto('/admin/#/companies')
  await expect(page.getByText('Trans-Demo Sp. z o.o.')).toBeVisible()
  await expect(page.locator('table')).toHaveCount(0)
  await expect(page.getByRole('listitem').filter({ hasText: 'Trans-Demo Sp. z o.o.' })).toBeVisible()
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: /^Filtres/ }).click()
  const filters = page.getByRole('dialog', { name: 'Filtres' })
  await filters.getByRole('textbox', { name: 'Code promo' }).fill('PROMO65')
  await expect(page).toHaveURL(/PROMO65/)
  await filters.getByRole('button', { name: /^Voir/ }).click()
  await expect(page.getByRole('button', { name: 'Filtres : 1 actif' })).toBeVisible()
  await expectNoSidewaysScroll(page)
})

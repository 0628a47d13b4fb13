import ExcelJS from 'exceljs'
import { test, expect, type Page } from '../support/fixtures'
import { signInToBackOffice } from '../support/admin'

/** The company names of the rows the contracts list shows now. */
async function shownCompanies(page: Page) {
  const rows = page.locator('table tbody tr')
  const names: string[] = []
  for (const row of await rows.all()) {
    names.push((await row.locator('td.column-companyName p').first().textContent()) ?? '')
  }
  return names
}

test('an admin filters the contracts by country and promo code, exports them, then changes a company’s introducer', async ({
  page,
}) => {
  await signInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Tous les contrats' }).click()
  await expect(page).toHaveURL(/#\/workerContracts/)

  // One filter at a time, each applied (in the address) before the next, as someone watching the list does. The
  // country first: its choices load after the list, and the form takes the list's filter again when they come.
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Pays' }).click()
  await page.getByRole('option', { name: 'France' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/%22FR%22/)

  // The demo's French contracts sold with PROMO65 (one company in four has a French contract, each with the code).
  await page.getByRole('textbox', { name: 'Code promo' }).fill('PROMO65')
  await expect(page).toHaveURL(/PROMO65/)
  await expect(page).toHaveURL(/%22FR%22/)
  // Every row is a French PROMO65 contract, and the demo has some (six until a journey moves one elsewhere).
  await expect(rows.filter({ hasNotText: 'PROMO65' })).toHaveCount(0)
  await expect(rows.filter({ hasNot: page.getByText('FR', { exact: true }) })).toHaveCount(0)
  const count = await rows.count()
  expect(count).toBeGreaterThan(0)
  for (const row of await rows.all()) {
    await expect(row.getByText('FR', { exact: true })).toBeVisible()
    await expect(row.getByText('PROMO65')).toBeVisible()
  }
  const shown = await shownCompanies(page)
  expect(shown).toHaveLength(count)
  const moved = shown[0]

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
  expect(header).toContain('Société')
  const companyColumn = header.indexOf('Société') + 1
  const exported: string[] = []
  sheet.eachRow((row, number) => {
    if (number > 1) exported.push(String(row.getCell(companyColumn).value))
  })
  expect(exported).toEqual(shown)

  // The first company's French contract goes to the other demo introducer.
  await page.getByRole('menuitem', { name: 'Sociétés' }).click()
  const company = page.getByRole('row').filter({ hasText: moved })
  await company.getByRole('button', { name: 'Changer le code promo' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(moved)).toBeVisible()
  await dialog.getByRole('combobox', { name: /Apporteur d’affaires/ }).click()
  await page.getByRole('option', { name: /Kraków Logistics Consulting \(KRAKOW70\)/ }).click()
  await dialog.getByRole('button', { name: 'Changer' }).click()
  await expect(page.getByText(`Les contrats de ${moved} sont désormais attribués à`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(company.getByText('KRAKOW70')).toBeVisible()

  // The contracts list follows: that company's contract is no longer among the French PROMO65 ones.
  await page.getByRole('menuitem', { name: 'Tous les contrats' }).click()
  await expect(rows).toHaveCount(count - 1)
  expect(await shownCompanies(page)).not.toContain(moved)
})

import ExcelJS from 'exceljs'
import { test, expect, type Page } from '../support/fixtures'
import { signInToBackOffice } from '../support/admin'

/** The company names of the rows the contracts list shows now. */
async function shownCompanies(page: Page) {
  const rows = page.locator('table tbody tr')
  const names: string[] = []
  for (const row of await rows.all()) {
    names.push((await row.locator('td').first().locator('p').first().textContent()) ?? '')
  }
  return names
}

test('an admin filters the contracts by country and promo code, exports them, then changes a company’s introducer', async ({
  page,
}) => {
  await signInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Tous les contrats' }).click()
  await expect(page).toHaveURL(/#\/workerContracts/)

  // The demo's French contracts sold with PROMO65 (one company in four has a French contract, each with the code).
  await page.getByRole('textbox', { name: 'Code promo' }).fill('PROMO65')
  await page.getByRole('combobox', { name: 'Pays' }).click()
  await page.getByRole('option', { name: 'France' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/PROMO65/)
  await expect(page).toHaveURL(/%22FR%22/)
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(6)
  for (const row of await rows.all()) {
    await expect(row.getByText('FR', { exact: true })).toBeVisible()
    await expect(row.getByText('PROMO65')).toBeVisible()
  }
  const shown = await shownCompanies(page)
  expect(shown).toContain('Autotrans Kraków Sp. z o.o.')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter' }).click(),
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

  // Autotrans Kraków's French contract goes to the other demo introducer.
  await page.getByRole('menuitem', { name: 'Sociétés' }).click()
  const company = page.getByRole('row').filter({ hasText: 'Autotrans Kraków Sp. z o.o.' })
  await company.getByRole('button', { name: 'Changer le code promo' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Autotrans Kraków Sp. z o.o.')).toBeVisible()
  await dialog.getByRole('combobox', { name: /Apporteur d’affaires/ }).click()
  await page.getByRole('option', { name: /Kraków Logistics Consulting \(KRAKOW70\)/ }).click()
  await dialog.getByRole('button', { name: 'Changer' }).click()
  await expect(
    page.getByText(/Les contrats de Autotrans Kraków Sp\. z o\.o\. sont désormais attribués à/)
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(company.getByText('KRAKOW70')).toBeVisible()

  // The contracts list follows: five French PROMO65 contracts left.
  await page.getByRole('menuitem', { name: 'Tous les contrats' }).click()
  await expect(rows).toHaveCount(5)
  expect(await shownCompanies(page)).not.toContain('Autotrans Kraków Sp. z o.o.')
})

import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'
import { describeFile } from '../support/documents'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

async function pick(page: Page, scope: Locator, name: string, option: string) {
  await scope.locator(`input[name=${name}]`).locator('xpath=..').getByRole('combobox').click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function openRowMenu(page: Page, row: Locator, item: RegExp) {
  await row.getByRole('button').last().click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('a customer declares a worker, files and manages documents, posts him on another contract and ends his posting', async ({
  page,
}) => {
  const lastName = `Testowy${Date.now() % 100000}`
  await signInOnPortal(page, CUSTOMER)
  await expect(page).toHaveURL(/\/fr\/home$/)

  await page.getByRole('tab', { name: 'FR', exact: true }).click()
  const france = page.getByRole('tabpanel').filter({ visible: true })
  await france.getByRole('button', { name: 'Ajouter un conducteur' }).click()
  let dialog = page.getByRole('dialog')
  await pick(page, dialog, 'civility', 'M.')
  await dialog.locator('input[name=firstName]').fill('Jan')
  await dialog.locator('input[name=lastName]').fill(lastName)
  await dialog.locator('input[name=dateOfBirth]').fill('1984-03-09')
  await dialog.locator('input[name=cityOfBirth]').fill('Lublin')
  await pick(page, dialog, 'countryCodeOfBirth', 'Pologne')
  await pick(page, dialog, 'countryCodeOfNationality', 'Pologne')
  await dialog.locator('button[type=submit]').click()
  await expect(dialog).toBeHidden()
  const row = france.getByRole('row').filter({ hasText: lastName.toUpperCase() })
  await expect(row).toBeVisible()

  // Two documents, each with its category.
  await openRowMenu(page, row, /Détails/)
  dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Ajouter des documents' }).click()
  const upload = page.getByRole('dialog').last()
  await upload.locator('input[type=file]').setInputFiles([
    { name: 'A1 Jan.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Bulletin 2026-10.png', mimeType: 'image/png', buffer: PNG },
  ])
  // The A1 ends: it asks for its last valid day before it can be sent.
  await describeFile(page, upload, 'A1 Jan.pdf', 'Certificat A1')
  await describeFile(page, upload, 'Bulletin 2026-10.png', 'Bulletin de salaire')
  await expect(upload.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
  await upload.getByRole('group', { name: 'A1 Jan.pdf' }).locator('input[name=validUntil]').fill('2030-06-30')
  await upload.getByRole('button', { name: 'Envoyer' }).click()
  await expect(upload.getByRole('group')).toHaveCount(0)
  await upload.getByRole('button', { name: 'Fermer' }).click()
  await expect(dialog.getByText('A1 Jan.pdf')).toBeVisible()
  await expect(dialog.getByText('Bulletin 2026-10.png')).toBeVisible()

  // Download one: the exact bytes under the original name.
  const pdfLink = dialog.getByRole('link', { name: /A1 Jan\.pdf/ })
  const pdfUrl = await pdfLink.getAttribute('href')
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  expect(download.suggestedFilename()).toBe('A1 Jan.pdf')
  expect(Buffer.compare(await readFile((await download.path())!), PDF)).toBe(0)

  // Delete the other.
  await dialog.getByRole('button', { name: /Supprimer Bulletin 2026-10\.png/ }).click()
  await page.getByRole('dialog').last().getByRole('button').last().click()
  await expect(dialog.getByText('Bulletin 2026-10.png')).toBeHidden()
  await dialog.getByRole('button', { name: 'Fermer' }).last().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Post him on the EU Mobility Package contract too: the same person, with his A1.
  await openRowMenu(page, row, /Dupliquer/)
  dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').click()
  await page.getByRole('option', { name: /Paquet Mobilité UE/ }).click()
  await dialog.locator('button[type=submit]').click()
  await expect(dialog).toBeHidden()
  await page.getByRole('tab', { name: /^EU/ }).click()
  const eu = page.getByRole('tabpanel').filter({ visible: true })
  await expect(eu.getByRole('row').filter({ hasText: lastName.toUpperCase() })).toBeVisible()

  // End his French posting: he leaves that contract; the driver and his A1 stay on the roster.
  await page.getByRole('tab', { name: 'FR', exact: true }).click()
  await openRowMenu(page, row, /Supprimer/)
  const confirm = page.getByRole('dialog')
  await confirm.getByRole('button').last().click()
  await expect(row).toHaveCount(0)
  expect((await page.request.get(pdfUrl!)).status()).toBe(200)
  await page.goto('/fr/drivers')
  await expect(page.getByText(lastName.toUpperCase()).first()).toBeVisible()
})

import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

test('the company adds a vehicle and a driver’s IMI details, declares him, marks it submitted with its PDF and exports it for IMI', async ({
  page,
}) => {
  await signInOnPortal(page, CUSTOMER)
  await expect(page).toHaveURL(/\/fr\/home/)

  // The fleet, on the company page: a plate typed loosely is kept as IMI writes it.
  await page.goto('/fr/company')
  const operator = page.getByRole('region', { name: 'Données pour les déclarations IMI' })
  await expect(operator.getByText('PL/0012345/2024')).toBeVisible()
  await operator.getByLabel('Immatriculation', { exact: true }).fill('wa 555-55')
  await operator.getByRole('button', { name: 'Ajouter le véhicule' }).click()
  await expect(operator.getByText('WA55555 · PL')).toBeVisible()

  // The driver's IMI details, on the Drivers page.
  await page.goto('/fr/drivers')
  await page.getByRole('button', { name: /GRABOWSKI/ }).click()
  const details = page.getByRole('region', { name: 'Informations pour IMI' })
  await expect(details.getByText(/Incomplet/)).toBeVisible()
  await details.getByRole('button', { name: 'Modifier' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Adresse de résidence').fill('ul. Krótka 3')
  await form.getByLabel('Code postal').fill('20-400')
  await form.getByLabel('Ville').fill('Lublin')
  for (const label of [
    'Pays de résidence',
    'Pays de délivrance du permis',
    'Loi applicable au contrat de travail',
  ]) {
    await form.getByRole('combobox', { name: label }).click()
    await page.getByRole('option', { name: 'Pologne', exact: true }).click()
  }
  await form.getByLabel('Numéro du permis de conduire').fill('ab 12 34 56')
  await form.getByLabel('Date de début du contrat de travail').fill('2019-04-01')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(form).toBeHidden()
  await expect(details.getByText('AB123456 · Pologne')).toBeVisible()

  // He is posted without a current declaration: declared in Germany (EU Mobility Package), as a draft, then submitted.
  await page.goto('/fr/declarations')
  const undeclared = page.getByRole('region', { name: 'Détachés sans déclaration en cours' })
  await undeclared
    .getByRole('listitem')
    .filter({ hasText: 'Grabowski' })
    .getByRole('button', { name: 'Déclarer' })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Pays d’accueil' }).click()
  await page.getByRole('option', { name: 'Allemagne' }).click()
  await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('article').filter({ hasText: 'Łukasz Grabowski' })
  await expect(card.getByText('Brouillon')).toBeVisible()
  await card.getByRole('button', { name: 'Marquer comme déposée' }).click()
  const submit = page.getByRole('dialog')
  await submit.getByLabel('Numéro de déclaration IMI').fill('IMI-E2E-1')
  await submit.getByRole('button', { name: 'Marquer comme déposée' }).click()
  await expect(submit).toBeHidden()
  await expect(card.getByText('Déposée')).toBeVisible()
  await expect(undeclared.getByText('Łukasz Grabowski')).toHaveCount(0)

  // The PDF IMI gave.
  await card
    .locator('input[type=file]')
    .setInputFiles({ name: 'imi-grabowski.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(card.getByRole('link', { name: 'imi-grabowski.pdf' })).toBeVisible()

  // Germany's IMI export: the portal's words as its header, one row for him with his dates as dates.
  await page.getByRole('combobox', { name: 'Pays d’accueil' }).click()
  await page.getByRole('option', { name: 'Allemagne' }).click()
  await expect(page).toHaveURL(/country=DE/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export IMI (.xlsx)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^imi-declarations-DE-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer)
  const rows = (workbook.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1))
  expect(rows[0].slice(0, 3)).toEqual([
    'Entreprise de transport',
    'Numéro de licence communautaire',
    'Gestionnaire de transport ou personne de contact',
  ])
  const grabowski = rows.find((row) => row[5] === 'Grabowski')
  expect(grabowski?.[10]).toBe('AB123456')
  expect(grabowski?.[13]).toEqual(new Date('2019-04-01T00:00:00Z'))
  expect(grabowski?.[21]).toBe('IMI-E2E-1')
})

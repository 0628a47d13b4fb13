import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from '../support/fixtures'
import { signInToBackOffice } from '../support/admin'
import { CUSTOMER, signInOnPortal } from '../support/auth'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const shown = (iso: string) => iso.split('-').reverse().join('/')

/** The customer sends one payslip on the line of the request's form named `line`. */
async function sendPayslip(request: Locator, line: string, fileName: string) {
  const select = request.getByRole('combobox', { name: 'Document pour' })
  await select.click()
  await request.page().getByRole('option', { name: line }).click()
  await request
    .locator('input[type=file]')
    .setInputFiles([{ name: fileName, mimeType: 'application/pdf', buffer: PDF }])
  await expect(request.getByText(fileName)).toBeVisible()
  await request.getByRole('button', { name: 'Envoyer', exact: true }).click()
  // The notice of an earlier sending may still be shown: the latest is the last one; what the request now lacks is
  // checked by the caller.
  await expect(request.page().getByText('1 fichier a été ajouté à la demande.').last()).toBeVisible()
}

async function staffLogRequest(page: Page, reference: string, receivedOn: string) {
  await page.getByRole('menuitem', { name: 'Contrôles' }).click()
  await expect(page).toHaveURL(/#\/authorityRequests/)
  await page.getByRole('link', { name: 'Créer' }).click()
  await page.getByRole('combobox', { name: 'Société' }).fill('Trans-Demo')
  await page.getByRole('option', { name: /Trans-Demo/ }).click()
  await page.getByRole('combobox', { name: "Pays d'accueil" }).click()
  await page.getByRole('option', { name: 'Allemagne' }).click()
  await page.getByLabel('Autorité').fill('Bundesamt für Logistik und Mobilität')
  await page.getByLabel('Référence').fill(reference)
  await page.getByLabel('Reçue le').fill(receivedOn)
  await page.getByRole('checkbox', { name: /Dariusz Baran/ }).check()
  await page.getByRole('checkbox', { name: /Łukasz Grabowski/ }).check()
  await page.getByRole('checkbox', { name: 'Bulletins de paie' }).check()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/#\/authorityRequests\/\d+\/show/)
}

test('staff log a request for two drivers, the customer sends the missing payslips, staff download the ZIP and close it', async ({
  page,
  browser,
}) => {
  const reference = `BALM-${Date.now()}`
  const receivedOn = day(-10)
  const dueOn = day(46)

  // The staff log the request: due 8 weeks after it came, both drivers' payslips missing.
  await signInToBackOffice(page)
  await staffLogRequest(page, reference, receivedOn)
  await expect(page.getByText(shown(dueOn))).toBeVisible()
  await expect(page.getByText('Encore 46 jours')).toBeVisible()
  await expect(page.getByText('2 lignes manquantes')).toBeVisible()

  // The customer sees it with what is missing, and sends the payslips one after the other.
  const customer = await browser.newContext({ locale: 'fr-FR' })
  const portal = await customer.newPage()
  await signInOnPortal(portal, CUSTOMER)
  await portal.getByRole('link', { name: "Demandes d'autorités" }).click()
  await expect(portal).toHaveURL(/\/fr\/requests$/)
  const request = portal.getByRole('region', { name: new RegExp(reference) })
  await expect(request.getByText('Documents demandés (encore manquants : 2)')).toBeVisible()
  await expect(request.getByText(`À rendre le ${shown(dueOn)} · encore 46 jours`)).toBeVisible()
  await sendPayslip(request, 'Bulletins de paie · Dariusz Baran', 'Pasek Baran wrzesień.pdf')
  await expect(request.getByText('Documents demandés (encore manquants : 1)')).toBeVisible()
  await sendPayslip(request, 'Bulletins de paie · Łukasz Grabowski', 'Pasek Grabowski.pdf')
  await expect(request.getByText('Tout ce qui est demandé a été envoyé.')).toBeVisible()

  // The staff see both files and download the answer: a folder per driver.
  await page.reload()
  await expect(page.getByText('Rien ne manque')).toBeVisible()
  await expect(page.getByText(/Pasek Baran wrzesień\.pdf/)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger la réponse (ZIP)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`authority-request-DE-${reference.toLowerCase()}.zip`)
  const zip = await readFile(await download.path())
  expect(zip.subarray(0, 2).toString()).toBe('PK')
  expect(zip.includes('Baran_Dariusz_1972-12-01/PAYSLIPS_1.pdf')).toBe(true)
  expect(zip.includes('Grabowski_Lukasz_1988-07-30/PAYSLIPS_1.pdf')).toBe(true)

  // They close it: it leaves the customer's page.
  await page.getByRole('link', { name: 'Éditer' }).click()
  await page.getByRole('combobox', { name: 'Statut' }).click()
  await page.getByRole('option', { name: 'Clôturée' }).click()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/#\/authorityRequests\/\d+\/show/)
  await expect(page.getByText('Clôturée').first()).toBeVisible()
  await portal.reload()
  await expect(portal.getByRole('heading', { name: "Demandes d'autorités" })).toBeVisible()
  await expect(portal.getByRole('region', { name: new RegExp(reference) })).toHaveCount(0)
  await customer.close()
})

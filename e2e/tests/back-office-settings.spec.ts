import { test, expect, type Page } from '../support/fixtures'
import { signInToBackOffice } from '../support/admin'
import { signInOnPortal } from '../support/auth'
import { newCustomer, registerCompany } from '../support/register'

/** A small PDF of its own: the download must give back these very bytes. */
const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
    'latin1'
  ),
})

const TERMS_FR = pdf('CGV Luxembourg 2026')
const TERMS_PL = pdf('OWS Luksemburg 2026')
const GUIDE = pdf('Guide Luxembourg')

/** Picks `option` in the react-admin select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

async function createLuxembourg(page: Page) {
  await signInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Pays', exact: true }).click()
  await expect(page).toHaveURL(/#\/representativeCountries/)
  await page.getByRole('link', { name: 'Créer' }).click()

  await page.locator('input[name="name"]').fill('Luxembourg')
  await choose(page, 'Code', /^LU – /)
  await page.locator('input[name="unlimitedPackageAmountCents"]').fill('85')
  await page.locator('input[name="workerPackageAmountCents"]').fill('5')
  await page.getByRole('button', { name: 'Ajouter' }).click()
  await page.locator('input[name="workerPackages.0.minWorkers"]').fill('1')
  await page.locator('input[name="workerPackages.0.maxWorkers"]').fill('10')
  await page.locator('input[name="workerPackages.0.perWorkerAmountCents"]').fill('5.50')
  const files = page.locator('input[type="file"]')
  await files.nth(0).setInputFiles(TERMS_FR)
  await files.nth(1).setInputFiles(TERMS_PL)

  await page.locator('input[name="representativeCompany.name"]').fill('Représentation Luxembourg SARL')
  await page.locator('input[name="representativeCompany.phone.number"]').fill('+352 27 12 34 56')
  await page.locator('input[name="representativeCompany.email"]').fill('lu@representation.example')
  await page.locator('input[name="representativeCompany.contact.name"]').fill('Claire Weber')
  await page.locator('input[name="representativeCompany.contact.dateOfBirth"]').fill('12/04/1979')
  await page.locator('input[name="representativeCompany.contact.cityOfBirth"]').fill('Esch-sur-Alzette')
  await choose(page, /Pays de naissance/, 'Luxembourg')
  await choose(page, /Nationalité/, 'Luxembourg')
  await page.getByRole('button', { name: 'Enregistrer' }).click()

  await expect(page).toHaveURL(/#\/representativeCountries$/)
  const row = page.getByRole('row').filter({ hasText: 'Luxembourg' })
  await expect(row).toContainText('85,00 EUR')
  await expect(row).toContainText('5,50 EUR')
}

async function addGuideForLuxembourg(page: Page) {
  await signInToBackOffice(page)
  await page.goto('/admin/#/attachments/create')
  await page.locator('input[name="titles.fr"]').fill('Guide du Luxembourg')
  await page.locator('input[name="titles.pl"]').fill('Przewodnik po Luksemburgu')
  await choose(page, /Pays/, 'Luxembourg')
  await page.keyboard.press('Escape')
  await page.locator('input[type="file"]').setInputFiles(GUIDE)
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/#\/attachments$/)
  await expect(page.getByRole('row').filter({ hasText: 'Guide du Luxembourg' })).toBeVisible()
}

async function signOut(page: Page) {
  await page.context().clearCookies()
}

test('an admin opens a country for sale; a customer buys it at its price, reads its terms and the guide added for it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await createLuxembourg(page)
  await signOut(page)

  const customer = newCustomer('Lux Trans')
  // Unlimited drivers at the new country's 85 € a month, six months, no VAT for a Polish company.
  await registerCompany(page, customer, 'CARD', {
    country: 'Luxembourg',
    package: /Conducteurs illimités, 85,00/,
    total: '510,00 €',
  })
  await expect(page).toHaveURL(/\/fr\/workers\/payment/)
  const provider = page.frameLocator('iframe')
  await expect(provider.getByText('510,00 €')).toBeVisible()
  await provider.getByRole('button', { name: 'Accepter le paiement' }).click()
  await page.getByRole('link', { name: 'Accéder à mon espace' }).click()

  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  await expect(contracts.getByRole('tab', { name: /^LU/ })).toBeVisible()
  const terms = contracts.getByRole('link', { name: 'Ouvrir le PDF' })
  const download = await page.request.get((await terms.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(Buffer.compare(await download.body(), TERMS_FR.buffer)).toBe(0)
  await signOut(page)

  await addGuideForLuxembourg(page)
  await signOut(page)

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  await expect(page).toHaveURL(/\/fr\/home$/)
  const guide = page.getByRole('link', { name: 'Télécharger « Guide du Luxembourg » (PDF)' })
  await expect(guide).toBeVisible()
  const file = await page.request.get((await guide.getAttribute('href'))!)
  expect(Buffer.compare(await file.body(), GUIDE.buffer)).toBe(0)

  await page.goto('/pl/home')
  await expect(page.getByRole('link', { name: 'Pobierz „Przewodnik po Luksemburgu” (PDF)' })).toBeVisible()
})

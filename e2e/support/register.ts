import { expect, type Page } from '@playwright/test'

/** A Polish NIP nobody registered yet: nine random digits and their check digit (weights 6,5,7,2,3,4,5,6,7). */
export function newPolishVatNumber() {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7]
  for (;;) {
    const digits = Array.from(
      { length: 9 },
      (_, i) => (i === 0 ? 1 : 0) + Math.floor(Math.random() * (i === 0 ? 9 : 10))
    )
    const check = digits.reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11
    if (check < 10) return `${digits.join('')}${check}`
  }
}

export interface NewCustomer {
  company: string
  vatNumber: string
  email: string
  password: string
}

export function newCustomer(name: string): NewCustomer {
  const vatNumber = newPolishVatNumber()
  return {
    company: `${name} ${vatNumber} Sp. z o.o.`,
    vatNumber,
    email: `owner.${vatNumber}@example.com`,
    password: 'Secret123!',
  }
}

/** One country row of the order: by default France with unlimited drivers (474,00 € for six months). */
export interface OrderRow {
  country: string
  /** The package radio's accessible name. */
  package: RegExp
  /** The number of drivers, for a package that counts them. */
  workers?: number
  /** The total for six months as the summary shows it. */
  total: string
}

export const FRANCE_UNLIMITED: OrderRow = {
  country: 'France',
  package: /Conducteurs illimités/,
  total: '474,00 €',
}

/** Fills the French registration form for one country row and submits it. */
export async function registerCompany(
  page: Page,
  customer: NewCustomer,
  mop: 'CARD' | 'TRANSFER',
  order: OrderRow = FRANCE_UNLIMITED
) {
  await page.goto('/fr/workers/register')
  // In French the form proposes France: a Polish company types its number with its prefix, which sets the country.
  await expect(page.getByRole('combobox', { name: /Pays de TVA/ })).toContainText('France')
  await page.locator('input[name="vatNumber"]').fill(`PL${customer.vatNumber}`)
  await expect(page.getByText('Numéro de TVA valide.')).toBeVisible()

  await page.locator('input[name="companyName"]').fill(customer.company)
  await page.locator('input[name="addressLine1"]').fill('ul. Długa 5')
  await page.locator('input[name="postalCode"]').fill('00-238')
  await page.locator('input[name="city"]').fill('Warszawa')
  await page.getByRole('combobox', { name: /Effectif/ }).click()
  await page.getByRole('option', { name: '11 à 50 salariés' }).click()

  await page.getByRole('radio', { name: 'Mme' }).check()
  await page.locator('input[name="firstName"]').fill('Anna')
  await page.locator('input[name="lastName"]').fill('Wiśniewska')
  await page.locator('input[name="email"]').fill(customer.email)
  await page.getByRole('combobox', { name: /Fonction/ }).click()
  await page.getByRole('option', { name: 'Président' }).click()
  await page.locator('input[name="password"]').fill(customer.password)
  await page.locator('input[name="confirmPassword"]').fill(customer.password)
  await page.locator('input[name="phone"]').fill('+48 601 234 567')

  const row = page.locator('[data-testid="country-row-0"]')
  await row.getByRole('combobox').first().click()
  await page.getByRole('option', { name: order.country }).click()
  await row.getByRole('radio', { name: order.package }).check()
  if (order.workers !== undefined) {
    await row.getByRole('combobox', { name: /Nombre de conducteurs/ }).click()
    await page.getByRole('option', { name: String(order.workers), exact: true }).click()
  }

  if (mop === 'TRANSFER') await page.locator('input[type="radio"][value="TRANSFER"]').check()
  await page.getByRole('checkbox', { name: /J’accepte/ }).check()
  await expect(page.getByText(order.total).first()).toBeVisible()
  await page.getByRole('button', { name: 'Commander' }).click()
}

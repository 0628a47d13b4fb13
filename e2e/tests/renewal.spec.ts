import { test, expect } from '../support/fixtures'
import { signInOnPortal } from '../support/auth'
import { signInToBackOffice, validateRequestInBackOffice } from '../support/admin'
import { e2eDatabase } from '../support/database'
import { newCustomer, registerCompany } from '../support/register'

/** A calendar date `days` from today (UTC, like the server) as YYYY-MM-DD. */
function dayFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

const frenchDate = (date: string) => date.split('-').reverse().join('/')

test('a contract ending soon is renewed by transfer; validated early, the tab keeps the running contract and a driver added goes into both', async ({
  page,
}) => {
  const customer = newCustomer('Odnowa Trans')
  await registerCompany(page, customer, 'TRANSFER')
  await expect(page).toHaveURL(/\/fr\/workers\/bank-transfer/)
  await page.goto('/fr/api/auth/logout')
  await signInToBackOffice(page)
  await validateRequestInBackOffice(page, customer.company)
  await page.goto('/fr/api/auth/logout')

  // Five months later: the contract has ten days left (its last day counted).
  const end = dayFromToday(9)
  const db = await e2eDatabase()
  try {
    await db.query(
      'UPDATE worker_contracts SET start_date = ?, end_date = ? WHERE company_id = (SELECT id FROM companies WHERE vat_number LIKE ?)',
      [dayFromToday(9 - 182), end, `%${customer.vatNumber}`]
    )
    // A driver of the company's roster, posted months ago on the running contract (his readiness judged when read).
    const company = '(SELECT id FROM companies WHERE vat_number LIKE ?)'
    await db.query(
      `INSERT INTO drivers (company_id, civility, first_name, last_name, date_of_birth, city_of_birth,
         country_code_of_birth, country_code_of_nationality, search_name, identity_key, created_at, updated_at)
       VALUES (${company}, 'MR', 'Adam', 'Nowak', '1980-02-03', 'Lublin', 'PL', 'PL', 'adam nowak',
         'nowak|adam|1980-02-03', NOW(), NOW())`,
      [`%${customer.vatNumber}`]
    )
    await db.query(
      `INSERT INTO workers (company_id, worker_contract_id, driver_id, created_at, updated_at)
       SELECT worker_contracts.company_id, worker_contracts.id, drivers.id, NOW(), NOW()
       FROM worker_contracts JOIN drivers ON drivers.company_id = worker_contracts.company_id
       WHERE worker_contracts.company_id = ${company}`,
      [`%${customer.vatNumber}`]
    )
  } finally {
    await db.end()
  }

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  const alert = page.getByRole('alert').filter({ hasText: 'Le contrat FR arrive à échéance' })
  await expect(alert).toContainText('10 jours')
  await alert.getByRole('button', { name: 'Renouveler' }).click()

  const dialog = page.getByRole('dialog', { name: 'Renouveler mes contrats' })
  const renewedStart = dayFromToday(10)
  const renewedEnd = dayFromToday(10 + 182)
  await expect(
    dialog.getByText(`Nouvelle période : du ${frenchDate(renewedStart)} au ${frenchDate(renewedEnd)}`)
  ).toBeVisible()
  await dialog.locator('input[type="radio"][value="TRANSFER"]').check()
  await dialog.getByRole('checkbox', { name: /J’accepte/ }).check()
  await expect(dialog.getByText('474,00 €').first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Renouveler' }).click()

  await expect(page).toHaveURL(/\/fr\/workers\/bank-transfer/)
  await expect(page.getByText('474,00 €').first()).toBeVisible()
  await page.goto('/fr/api/auth/logout')

  await signInToBackOffice(page)
  const proposed = await validateRequestInBackOffice(page, customer.company)
  expect(proposed['France (FR)']).toBe(renewedStart)
  await page.goto('/fr/api/auth/logout')

  await signInOnPortal(page, { login: customer.email, password: customer.password })
  await expect(page).toHaveURL(/\/fr\/home$/)
  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  const france = contracts.getByRole('tabpanel').filter({ visible: true })
  // The tab still shows the contract covering the drivers today, the renewal beside it.
  await expect(france.getByRole('heading', { name: 'France' })).toBeVisible()
  await expect(france.getByText('Actif')).toBeVisible()
  await expect(france.getByText(frenchDate(end), { exact: true }).first()).toBeVisible()
  const renewal = france.getByRole('region', { name: 'Renouvellement programmé' })
  await expect(renewal.getByText(frenchDate(renewedStart), { exact: true })).toBeVisible()
  await expect(renewal.getByText(frenchDate(renewedEnd), { exact: true })).toBeVisible()
  await expect(france.getByRole('row').filter({ hasText: 'NOWAK' })).toBeVisible()
  // The invoices of the running contract and of its renewal.
  await expect(france.getByRole('link', { name: /F-\d{4}-\d{6}/ })).toHaveCount(2)
  await expect(page.getByRole('alert').filter({ hasText: 'Le contrat FR arrive à échéance' })).toBeHidden()

  // A driver added now goes into the running contract and into its renewal.
  await france.getByRole('button', { name: 'Ajouter un conducteur' }).click()
  const dialog2 = page.getByRole('dialog')
  await expect(
    dialog2.getByText(
      `Ce conducteur est déclaré sur le contrat en cours (jusqu'au ${frenchDate(end)}) et aussi sur son renouvellement qui commence le ${frenchDate(renewedStart)}`,
      { exact: false }
    )
  ).toBeVisible()
  await dialog2.locator('input[name=civility]').locator('xpath=..').getByRole('combobox').click()
  await page.getByRole('option', { name: 'Mme', exact: true }).click()
  await dialog2.locator('input[name=firstName]').fill('Ewa')
  await dialog2.locator('input[name=lastName]').fill('Zielińska')
  await dialog2.locator('input[name=dateOfBirth]').fill('1990-07-21')
  await dialog2.locator('input[name=cityOfBirth]').fill('Gdańsk')
  for (const name of ['countryCodeOfBirth', 'countryCodeOfNationality']) {
    await dialog2.locator(`input[name=${name}]`).locator('xpath=..').getByRole('combobox').click()
    await page.getByRole('option', { name: 'Pologne', exact: true }).click()
  }
  await dialog2.locator('button[type=submit]').click()
  await expect(dialog2).toBeHidden()
  await expect(france.getByRole('row').filter({ hasText: 'ZIELIŃSKA' })).toBeVisible()

  const check = await e2eDatabase()
  try {
    const [rows] = await check.query(
      `SELECT c.start_date AS start, GROUP_CONCAT(d.last_name ORDER BY d.last_name) AS drivers
       FROM worker_contracts c JOIN workers w ON w.worker_contract_id = c.id JOIN drivers d ON d.id = w.driver_id
       WHERE c.company_id = (SELECT id FROM companies WHERE vat_number LIKE ?)
       GROUP BY c.id, c.start_date ORDER BY c.start_date`,
      [`%${customer.vatNumber}`]
    )
    expect((rows as { drivers: string }[]).map((row) => row.drivers)).toEqual([
      'Nowak,Zielińska',
      'Nowak,Zielińska',
    ])
  } finally {
    await check.end()
  }
})

import { expect, type Page } from '@playwright/test'
import { DEMO_ACCOUNTANT_TOTP_SECRET, DEMO_ADMIN_TOTP_SECRET, nextTotpCode } from './totp'

export type Account = { login: string; password: string; totpSecret?: string }

export const CUSTOMER: Account = { login: 'demo', password: 'Demo1234!' }
export const ADMIN: Account = { login: 'admin', password: 'Admin1234!', totpSecret: DEMO_ADMIN_TOTP_SECRET }
export const BACK_OFFICE_ACCOUNTANT: Account = {
  login: 'accountant',
  password: 'Accountant1234!',
  totpSecret: DEMO_ACCOUNTANT_TOTP_SECRET,
}

/**
 * Signs in through the portal's login page (French labels); an account with a second factor types the next unused
 * code of its secret at the code step.
 */
export async function signInOnPortal(page: Page, account: Account) {
  await page.goto('/fr/login')
  await page.getByLabel('Identifiant ou adresse e-mail').fill(account.login)
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  if (!account.totpSecret) return
  const code = page.getByLabel('Code de vérification')
  await expect(code).toBeVisible()
  await code.fill(await nextTotpCode(account.totpSecret))
  await page.getByRole('button', { name: 'Vérifier' }).click()
}

import type { Page } from '@playwright/test'

export const CUSTOMER = { login: 'demo', password: 'Demo1234!' }
export const ADMIN = { login: 'admin', password: 'Admin1234!' }

/** Signs in through the portal's login page (French labels). */
export async function signInOnPortal(page: Page, account: { login: string; password: string }) {
  await page.goto('/fr/login')
  await page.getByLabel('Identifiant ou adresse e-mail').fill(account.login)
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

import { test, expect } from '../support/fixtures'
import { ADMIN } from '../support/auth'
import { DEMO_ADMIN_TOTP_SECRET, nextTotpCode } from '../support/totp'

test('an admin signs in to the back-office, lands on its home of today’s counts, opens the companies, signs out and in again', async ({
  page,
}) => {
  await page.goto('/admin/')
  // The light sign-in page (no react-admin yet) in the browser's language; its switch fetches another's words.
  await expect(page.getByRole('heading', { name: 'Portail Travailleurs Détachés' })).toBeVisible()
  await page.getByRole('button', { name: /Langue/ }).click()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Posted Workers Portal' })).toBeVisible()
  await page.getByRole('button', { name: /Language/ }).click()
  await page.getByRole('button', { name: 'Français' }).click()
  await expect(page.getByLabel('Identifiant')).toBeVisible()
  await page.locator('input[name="username"]').fill(ADMIN.login)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  // Back-office users sign in with a second factor: the code of the demo admin's authenticator app.
  await expect(page.getByText('Saisissez le code à 6 chiffres')).toBeVisible()
  await expect(page).not.toHaveURL(/\/admin\/#\/$/)
  await page.getByLabel('Code de vérification').fill(await nextTotpCode(DEMO_ADMIN_TOTP_SECRET))
  await page.getByRole('button', { name: 'Vérifier' }).click()

  await expect(page).toHaveURL(/\/admin\/#\/$/)
  await expect(page).toHaveTitle('Back-office · Portail Travailleurs Détachés')
  await expect(page.getByText('Demandes en attente de paiement')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Sociétés' }).click()
  await expect(page).toHaveURL(/\/admin\/#\/companies/)
  await expect(page.getByText('Trans-Demo Sp. z o.o.')).toBeVisible()
  await expect(page.getByText('Autotrans Kraków Sp. z o.o.')).toBeVisible()

  // Signed out, react-admin's login page is the same page: signing in again opens the home.
  await page.getByRole('button', { name: 'Profil' }).click()
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
  await expect(page).toHaveURL(/\/admin\/#\/login/)
  await page.getByLabel('Identifiant').fill(ADMIN.login)
  await page.getByLabel('Mot de passe').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Connexion' }).click()
  await page.getByLabel('Code de vérification').fill(await nextTotpCode(DEMO_ADMIN_TOTP_SECRET))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page).toHaveURL(/\/admin\/#\/$/)
  await expect(page.getByText('Demandes en attente de paiement')).toBeVisible()
})

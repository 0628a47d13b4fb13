import { test, expect } from '../support/fixtures'
import { signInOnPortal, type Account } from '../support/auth'
import { nextTotpCode } from '../support/totp'

// A demo company's user no other journey signs in as: the second factor stays on for the rest of the run.
const CUSTOMER: Account = { login: 'user23', password: 'Demo1234!' }

test('a customer enables two-factor sign-in in the profile, then signs in with a code, and once with a recovery code', async ({
  page,
}) => {
  await signInOnPortal(page, CUSTOMER)
  await expect(page).toHaveURL(/\/fr\/home$/)
  await page.goto('/fr/profile')
  const section = page.getByRole('region', { name: 'Connexion en deux étapes' })
  await section.getByRole('button', { name: 'Activer' }).click()

  const enrol = page.getByRole('dialog', { name: 'Activer la connexion en deux étapes' })
  await expect(enrol.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await enrol.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await enrol.getByLabel(/Code de l.application/).fill('000000')
  await enrol.getByRole('button', { name: 'Confirmer' }).click()
  await expect(enrol.getByText(/^Ce code n.est pas valide/)).toBeVisible()
  await enrol.getByLabel(/Code de l.application/).fill(await nextTotpCode(secret))
  await enrol.getByRole('button', { name: 'Confirmer' }).click()

  const codes = page.getByRole('dialog', { name: 'Vos codes de secours' })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  const recoveryCodes = await codes.getByRole('listitem').allInnerTexts()
  await codes.getByRole('button', { name: 'Je les ai enregistrés' }).click()
  await expect(section.getByText(/^Activée :/)).toBeVisible()

  await page.goto('/fr/api/auth/logout')
  await signInOnPortal(page, { ...CUSTOMER, totpSecret: secret })
  await expect(page).toHaveURL(/\/fr\/home$/)

  await page.goto('/fr/api/auth/logout')
  await page.getByLabel('Identifiant ou adresse e-mail').fill(CUSTOMER.login)
  await page.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click()
  await page.getByLabel('Code de secours').fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page).toHaveURL(/\/fr\/home$/)
})

import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'
import { nextTotpCode } from '../support/totp'

const MAILS = fileURLToPath(new URL('../../api/build/storage/mails', import.meta.url))

/** The invitation link e-mailed to `address` (the file mailer keeps each e-mail as JSON). */
async function invitationLinkFor(address: string) {
  for (const file of await readdir(MAILS).catch(() => [] as string[])) {
    const mail = JSON.parse(await readFile(`${MAILS}/${file}`, 'utf8')) as {
      text: string
      to: { address: string }[]
    }
    const link = /https?:\/\/[^\s]+\/invitation\?token=[^\s]+/.exec(mail.text)?.[0]
    if (mail.to[0]?.address === address && link) return new URL(link)
  }
  return null
}

test('an owner invites an accountant, who turns on a second factor, signs in with a code, downloads an invoice and cannot add a driver', async ({
  page,
}) => {
  const email = `compta.${Date.now()}@trans-demo.example`
  await signInOnPortal(page, CUSTOMER)
  await page.getByRole('link', { name: 'Ma société' }).click()
  const team = page.getByRole('region', { name: 'Utilisateurs de la société' })
  await team.getByRole('button', { name: 'Inviter un utilisateur' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inviter un utilisateur' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Rôle').click()
  await page.getByRole('option', { name: 'Comptable' }).click()
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click()
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible()

  await expect.poll(() => invitationLinkFor(email)).not.toBeNull()
  const link = (await invitationLinkFor(email))!
  await page.goto('/fr/api/auth/logout')
  await expect(page).toHaveURL(/\/fr\/login/)

  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { name: 'Rejoindre Trans-Demo Sp. z o.o.' })).toBeVisible()
  await page.getByLabel('Prénom').fill('Ewa')
  await page.getByLabel(/^Nom/).fill('Rachunek')
  await page.getByLabel('Mot de passe', { exact: true }).fill('Compta-Secret-42')
  await page.getByLabel('Confirmez le mot de passe').fill('Compta-Secret-42')
  await page.getByRole('button', { name: 'Créer mon accès' }).click()
  await expect(page).toHaveURL(/\/fr\/home$/)

  // The accountant turns on a second factor in their profile, then signs in with the password and a code.
  await page.goto('/fr/profile')
  const twoFactor = page.getByRole('region', { name: 'Connexion en deux étapes' })
  await twoFactor.getByRole('button', { name: 'Activer' }).click()
  const enrol = page.getByRole('dialog', { name: 'Activer la connexion en deux étapes' })
  // The key is shown once the server made it, with its QR code.
  await expect(enrol.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await enrol.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await enrol.getByLabel(/Code de l.application/).fill(await nextTotpCode(secret))
  await enrol.getByRole('button', { name: 'Confirmer' }).click()
  const codes = page.getByRole('dialog', { name: 'Vos codes de secours' })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  await codes.getByRole('button', { name: 'Je les ai enregistrés' }).click()
  await expect(twoFactor.getByText(/^Activée :/)).toBeVisible()
  await page.goto('/fr/api/auth/logout')
  await expect(page).toHaveURL(/\/fr\/login/)
  await signInOnPortal(page, { login: email, password: 'Compta-Secret-42', totpSecret: secret })
  await expect(page).toHaveURL(/\/fr\/home$/)

  // An accountant reads the contracts and their invoices; the drivers are not theirs.
  await expect(page.getByRole('link', { name: 'Conducteurs' })).toHaveCount(0)
  const contracts = page.getByRole('region', { name: 'Vos contrats' })
  const invoiceLink = contracts.getByRole('link', { name: /F-\d{4}-\d{6}/ }).first()
  await expect(invoiceLink).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()])
  expect(download.suggestedFilename()).toMatch(/^F-\d{4}-\d{6}\.pdf$/)
  await expect(contracts.getByRole('button', { name: 'Ajouter un conducteur' })).toHaveCount(0)

  // The server is what refuses: the drivers' calls answer 403 with the reason.
  const refused = await page.request.get('/fr/api/eurofiscalis/company/1/drivers')
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({
    errors: [
      {
        message:
          "Votre rôle dans cette entreprise ne permet pas cette action. Demandez à un propriétaire de l'entreprise.",
      },
    ],
  })
})

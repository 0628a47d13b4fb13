import { test, expect } from '../support/fixtures'
import { BASE_URL } from '../support/server'
import { CUSTOMER, signInOnPortal } from '../support/auth'

/** A controller's phone: 375 px wide, touch, no session of the portal. */
const PHONE = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
}

test("a controller opens a driver's roadside page on a phone from the link his company made, until it is revoked", async ({
  page,
  browser,
}) => {
  await signInOnPortal(page, CUSTOMER)
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/fr/drivers')
  // Baran holds every document his countries ask.
  await page.getByLabel('Nom ou prénom').fill('Baran')
  const driver = page.getByRole('button', { name: /BARAN/i, expanded: false })
  await driver.click()
  const posting = page.getByRole('button', { name: /^Lien de contrôle : .*Baran/i }).first()
  await posting.click()
  const dialog = page.getByRole('dialog', { name: /Lien de contrôle de .*Baran/i })
  await dialog.getByRole('button', { name: 'Créer le lien' }).click()
  await expect(dialog.getByRole('img', { name: 'Code QR du lien de contrôle' })).toBeVisible()
  await expect(dialog.getByText('Jamais ouvert')).toBeVisible()
  const url = await dialog.getByLabel('Lien', { exact: true }).inputValue()
  expect(url.startsWith(`${BASE_URL}/fr/r/`)).toBe(true)
  expect(url).toMatch(/\/fr\/r\/[\w-]{30,}$/)

  const phone = await browser.newContext(PHONE)
  try {
    const controller = await phone.newPage()
    const opened = await controller.goto(url)
    expect(opened?.headers()['x-robots-tag']).toContain('noindex')
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
    await expect(
      controller.getByRole('heading', { name: 'Contrôle routier : conducteur détaché' })
    ).toBeVisible()
    await expect(controller.getByText(/Baran/i).first()).toBeVisible()
    await expect(controller.getByText(/^En règle/)).toBeVisible()
    await expect(
      controller.getByRole('heading', { name: "Représentant dans le pays d'accueil" })
    ).toBeVisible()
    // Read on a phone without scrolling sideways.
    const overflow = await controller.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    expect(overflow).toBeLessThanOrEqual(0)
    // Each valid document opens from the page.
    const documents = controller.getByRole('link', { name: 'Voir' })
    expect(await documents.count()).toBeGreaterThan(1)
    const file = await controller.request.get((await documents.first().getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('application/pdf')
    expect(await phone.cookies()).toEqual([])

    // The company sees the opening.
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await posting.click()
    await expect(dialog.getByText(/^Ouvert 1 fois · dernière fois le/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Retirer le lien' }).click()
    const confirm = page.getByRole('dialog', { name: 'Retirer le lien de contrôle' })
    await confirm.getByRole('button', { name: 'Retirer le lien' }).click()
    await expect(dialog.getByRole('button', { name: 'Créer un nouveau lien' })).toBeVisible()

    // A revoked link shows a page that says so, and nothing of the driver.
    await controller.reload()
    await expect(
      controller.getByText("Ce lien a été retiré par l'entreprise.", { exact: false })
    ).toBeVisible()
    await expect(controller.getByText(/Baran/i)).toHaveCount(0)
  } finally {
    await phone.close()
  }
})

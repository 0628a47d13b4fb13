import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'

test('a customer cannot reach another company, the admin api or the back-office', async ({ page }) => {
  await signInOnPortal(page, CUSTOMER)
  await expect(page).toHaveURL(/\/fr\/home$/)

  // The browser's own session, as a curious customer would use it from the address bar or the console.
  const own = await page.request.get('/fr/api/eurofiscalis/company/1')
  expect(own.status()).toBe(200)

  const other = await page.request.get('/fr/api/eurofiscalis/company/2')
  expect(other.status()).toBe(404)
  expect(JSON.stringify(await other.json())).not.toContain('Autotrans')

  const adminList = await page.request.get('/fr/api/admin/profiles')
  expect(adminList.status()).toBe(403)
  expect((await adminList.json()).errors[0].message).toBe(
    "Vous n'êtes pas autorisé à effectuer cette action."
  )

  const backOffice = await page.goto('/admin/')
  expect(backOffice?.status()).toBe(403)
  await expect(page.getByText('Cet espace est réservé au personnel du prestataire.')).toBeVisible()
})

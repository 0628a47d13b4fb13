import { expect, type Page } from '@playwright/test'
import { ADMIN } from './auth'
import { DEMO_ADMIN_TOTP_SECRET, nextTotpCode } from './totp'

/** Signs in to the back-office (French labels): password, then the demo admin's next unused code. */
export async function signInToBackOffice(page: Page) {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill(ADMIN.login)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await page.locator('input[name="code"]').fill(await nextTotpCode(DEMO_ADMIN_TOTP_SECRET))
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/#\/$/)
}

/**
 * Validates the pending request of a company from the back-office Requests list with the proposed start dates,
 * and returns the start dates the dialog proposed (per field label).
 */
export async function validateRequestInBackOffice(page: Page, companyName: string) {
  await page.getByRole('menuitem', { name: 'Demandes' }).click()
  await expect(page).toHaveURL(/#\/requests/)
  const row = page.getByRole('row').filter({ hasText: companyName })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Valider' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(companyName)).toBeVisible()
  const proposed: Record<string, string> = {}
  // The start dates are the dialog's only fields, DD/MM/YYYY: returned as YYYY-MM-DD.
  for (const input of await dialog.getByRole('textbox').all()) {
    const label = await input.evaluate(
      (element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? ''
    )
    const [day, month, year] = (await input.inputValue()).split('/')
    proposed[label.replace(/\s*\*$/, '').trim()] = `${year}-${month}-${day}`
  }
  await dialog.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByText(`La demande de ${companyName} a été validée.`)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: companyName })).toHaveCount(0)
  return proposed
}

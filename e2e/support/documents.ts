import type { Locator, Page } from '@playwright/test'

/** A chosen file's box in the upload dialog: its category (and, for a document that ends, its last valid day). */
export async function describeFile(
  page: Page,
  upload: Locator,
  fileName: string,
  category: string,
  validUntil?: string
) {
  const file = upload.getByRole('group', { name: fileName })
  await file.getByRole('combobox', { name: /Catégorie/ }).click()
  await page.getByRole('option', { name: category, exact: true }).click()
  if (validUntil) await file.locator('input[name=validUntil]').fill(validUntil)
}

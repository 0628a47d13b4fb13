import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'
import { e2eDatabase } from '../support/database'

test('an expiring contract shows its alert; "remind me later" hides it until the next day', async ({
  page,
}) => {
  await signInOnPortal(page, CUSTOMER)
  const alert = page.getByRole('alert').filter({ hasText: 'Le contrat EU arrive à échéance' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('13 jours')

  await alert.getByRole('button', { name: 'Me le rappeler plus tard' }).click()
  await expect(alert).toBeHidden()
  await page.reload()
  await expect(page.getByRole('tab', { name: /^FR/ })).toBeVisible()
  await expect(alert).toBeHidden()

  // The next day: the dismissal happened yesterday, when one more day was left (days 14 to 30 dismissed).
  const db = await e2eDatabase()
  try {
    const [rows] = await db.query(
      "SELECT c.id FROM worker_contracts c JOIN representative_countries r ON r.id = c.representative_country_id JOIN users u ON u.company_id = c.company_id WHERE u.login = ? AND r.code = 'EU'",
      [CUSTOMER.login]
    )
    const yesterday = Array.from({ length: 17 }, (_, i) => 30 - i)
    await db.query('UPDATE worker_contracts SET dismissed_reminders = ? WHERE id = ?', [
      JSON.stringify(yesterday),
      (rows as { id: number }[])[0].id,
    ])
  } finally {
    await db.end()
  }
  await page.reload()
  await expect(alert).toBeVisible()
})

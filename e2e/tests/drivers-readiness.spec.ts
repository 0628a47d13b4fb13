import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from '../support/fixtures'
import { CUSTOMER, signInOnPortal } from '../support/auth'
import { describeFile } from '../support/documents'
import { BASE_URL, E2E_DATABASE } from '../support/server'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const BUILD = fileURLToPath(new URL('../../api/build', import.meta.url))
const MAILS = `${BUILD}/storage/mails`

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The daily reminder run, as cron runs it, against the journeys' database (start-server.sh's settings). */
async function runReminders() {
  const run = promisify(execFile)(process.execPath, ['ace.js', 'contracts:send-reminders'], {
    cwd: BUILD,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DB_DATABASE: E2E_DATABASE,
      APP_URL: BASE_URL,
      MAIL_MAILER: 'file',
      LOG_LEVEL: 'warn',
    },
  })
  await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The reminder run failed:\n${error.stdout}\n${error.stderr}`)
  })
}

/** The document-reminder e-mails sent so far that name `lastName`. */
async function remindersNaming(lastName: string) {
  const files = await readdir(MAILS).catch(() => [] as string[])
  const found: { to: string; text: string }[] = []
  for (const file of files) {
    const mail = JSON.parse(await readFile(`${MAILS}/${file}`, 'utf8')) as {
      subject: string
      text: string
      to: { address: string }[]
    }
    if (
      /documents? de vos conducteurs|documents of your drivers|dokument/i.test(mail.subject) &&
      mail.text.includes(lastName)
    ) {
      found.push({ to: mail.to[0].address, text: mail.text })
    }
  }
  return found
}

async function uploadA1(page: Page, row: Locator, fileName: string, validUntil: string) {
  await row.getByRole('button').last().click()
  await page.getByRole('menuitem', { name: /Détails/ }).click()
  const details = page.getByRole('dialog')
  await details.getByRole('button', { name: 'Ajouter des documents' }).click()
  const upload = page.getByRole('dialog').last()
  await upload
    .locator('input[type=file]')
    .setInputFiles([{ name: fileName, mimeType: 'application/pdf', buffer: PDF }])
  await describeFile(page, upload, fileName, 'Certificat A1', validUntil)
  await upload.getByRole('button', { name: 'Envoyer' }).click()
  await expect(upload.getByRole('group')).toHaveCount(0)
  await upload.getByRole('button', { name: 'Fermer' }).click()
  await expect(details.getByText(fileName)).toBeVisible()
  await details.getByRole('button', { name: 'Fermer' }).last().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('an A1 ending in 10 days makes a driver "expiring", his company is told once, a new A1 makes him ready', async ({
  page,
}) => {
  await signInOnPortal(page, CUSTOMER)
  await page.getByRole('tab', { name: /^EU/ }).click()
  const eu = page.getByRole('tabpanel').filter({ visible: true })
  // Grabowski holds every document the Mobility Package asks but an A1.
  const row = eu.getByRole('row').filter({ hasText: 'GRABOWSKI' })
  await expect(row.getByRole('button', { name: /Pas prêt.*Certificat A1/ })).toBeVisible()

  await uploadA1(page, row, 'A1 Grabowski 2026.pdf', inDays(10))
  const light = row.getByRole('button', { name: /Expire bientôt/ })
  await expect(light).toBeVisible()
  await light.click()
  await expect(page.getByRole('tooltip')).toContainText('Certificat A1')
  await page.keyboard.press('Escape')

  // The day's reminders: Grabowski's A1 is announced to each user once, however often the run runs.
  await runReminders()
  const first = await remindersNaming('Grabowski')
  expect(first.length).toBeGreaterThan(0)
  expect(first.map((mail) => mail.to)).toContain('demo@trans-demo.pl')
  expect(first[0].text).toMatch(/A1.*(10 (dni|jours|days))/)
  await runReminders()
  expect(await remindersNaming('Grabowski')).toHaveLength(first.length)

  // A new A1, valid for long: he is ready.
  await uploadA1(page, row, 'A1 Grabowski 2027.pdf', inDays(300))
  await expect(row.getByRole('button', { name: /Prêt\./ })).toBeVisible()
  await eu.getByRole('combobox', { name: 'Conformité' }).click()
  await page.getByRole('option', { name: 'Pas prêts' }).click()
  await expect(eu.getByRole('row').filter({ hasText: 'GRABOWSKI' })).toHaveCount(0)
})

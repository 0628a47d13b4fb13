import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { cuid } from '@adonisjs/core/helpers'
import type { RowDataPacket } from 'mysql2/promise'
import { logLines, startApiServer } from '#tests/helpers/api_server'
import { PROVIDER, polishVatNumber, registration, session, signIn } from '#tests/helpers/http_session'
import { startPrivateProduct } from '#tests/helpers/private_product'

/**
 * ARCHITECTURE.md, "Privacy": logs carry ids, never names, e-mails or document names. The api in a process of its
 * own, logging everything it can (debug), jobs run in the process (sync): a customer registers, is validated, posts
 * a driver and uploads his document, asks for a password reset e-mail, and a second registration with the same
 * e-mail and VAT number is refused; then no line of its output holds any of the words it was given.
 */
test.group('Operations | logs without personal data', () => {
  test('no name, e-mail or file name in any line the api writes', async ({ assert }) => {
    const product = await startPrivateProduct('logs')
    const { connection, env, mails } = product
    const run = cuid().slice(-8)
    const secrets = {
      company: `Qwyxolith Frachtwerk ${run} Sp. z o.o.`,
      firstName: `Eulalinda${run}`,
      lastName: `Zbrzęczykowska${run}`,
      email: `eulalinda.${run}@example.com`,
      driverFirstName: `Teofrast${run}`,
      driverLastName: `Wyrwiparska${run}`,
      cityOfBirth: `Kołbaskowo${run}`,
      fileName: `Paszport-Wyrwiparski-${run}.pdf`,
    }
    const vatNumber = polishVatNumber()
    let server: Awaited<ReturnType<typeof startApiServer>> | null = null
    try {
      server = await startApiServer({ ...env, LOG_LEVEL: 'debug' })
      const api = server

      const customer = session()
      await customer.call(api, 'POST', '/session/csrf')
      const names = { company: secrets.company, firstName: secrets.firstName, lastName: secrets.lastName }
      const registered = await customer.call(
        api,
        'POST',
        `/en/api/${PROVIDER}/workers/register`,
        registration(vatNumber, secrets.email, names)
      )
      assert.equal(registered.status, 200, await registered.clone().text())

      const [request] = await rows<{ id: number; companyId: number }>(
        `SELECT worker_requests.id, companies.id AS companyId FROM worker_requests
         JOIN companies ON companies.id = worker_requests.company_id WHERE companies.vat_number = ?`,
        [vatNumber]
      )
      const admin = await signIn(api, 'admin', 'Admin1234!')
      const today = new Date().toISOString().slice(0, 10)
      const validated = await admin.call(api, 'POST', `/en/api/admin/requests/${request.id}/validate`, {
        startDates: [{ countryCode: 'FR', startDate: today }],
      })
      assert.equal(validated.status, 200, await validated.clone().text())
      const [contract] = await rows<{ id: number }>('SELECT id FROM worker_contracts WHERE company_id = ?', [
        request.companyId,
      ])

      const base = `/en/api/${PROVIDER}/workers/company/${request.companyId}`
      const created = await customer.call(api, 'POST', `${base}/contract/${contract.id}/worker/create`, {
        civility: 'MR',
        firstName: secrets.driverFirstName,
        lastName: secrets.driverLastName,
        dateOfBirth: '1984-02-29',
        cityOfBirth: secrets.cityOfBirth,
        countryCodeOfBirth: 'PL',
        countryCodeOfNationality: 'PL',
      })
      assert.equal(created.status, 200, await created.clone().text())
      const { worker } = (await created.json()) as { worker: { id: number } }
      const form = new FormData()
      const pdf = Buffer.from('%PDF-1.4\n' + 'C'.repeat(2000) + '\n%%EOF\n')
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), secrets.fileName)
      form.append('categories', 'WORK_CONTRACT')
      const uploaded = await customer.call(api, 'POST', `${base}/worker/${worker.id}/documents/upload`, form)
      assert.equal(uploaded.status, 200, await uploaded.clone().text())

      // A query string holding a name: the request line's path goes without it.
      const searched = await customer.call(
        api,
        'GET',
        `/en/api/${PROVIDER}/company/${request.companyId}/drivers?filter=${secrets.driverLastName}`
      )
      assert.equal(searched.status, 200)

      const visitor = session()
      await visitor.call(api, 'POST', '/session/csrf')
      const reset = await visitor.call(api, 'POST', '/en/api/auth/reset-password', { email: secrets.email })
      assert.equal(reset.status, 200, await reset.clone().text())
      const again = await visitor.call(
        api,
        'POST',
        `/en/api/${PROVIDER}/workers/register`,
        registration(vatNumber, secrets.email, names)
      )
      assert.equal(again.status, 422)
      // Registrations racing for one new e-mail and VAT number: the unique keys refuse the losers (ER_DUP_ENTRY).
      const racing = { ...secrets, email: `racing.${secrets.email}` }
      const racingVat = polishVatNumber()
      const answers = await Promise.all(
        [1, 2, 3].map(async () => {
          const racer = session()
          await racer.call(api, 'POST', '/session/csrf')
          const body = registration(racingVat, racing.email, { ...names, company: `${names.company} Bis` })
          return (await racer.call(api, 'POST', `/en/api/${PROVIDER}/workers/register`, body)).status
        })
      )
      assert.include(answers, 200)
      // A request's line is written once its answer has left: the refused registration's too.
      await api.waitFor(/("path":"\/en\/api\/eurofiscalis\/workers\/register"[^\n]*\n[\s\S]*){5}/)

      // The e-mails were written: the jobs ran in this process, and they did hold the words.
      const mailFiles = await readdir(mails, { recursive: true })
      assert.isAbove(mailFiles.length, 1)
      const lines = logLines(api)
      assert.isAbove(lines.filter((line) => line.msg === 'request').length, 8)
      // The lines name what they are about by its ids.
      assert.isTrue(lines.some((line) => String(line.path).includes(`/company/${request.companyId}/`)))
      const output = api.output().toLowerCase()
      for (const [what, value] of Object.entries(secrets)) {
        for (const word of new Set([
          value,
          ...value.split(/[\s@.-]+/).filter((part) => part.length > 6 && part !== 'example'),
        ])) {
          assert.notInclude(output, word.toLowerCase(), `${what} ("${word}") is in the logs`)
        }
      }
      assert.notInclude(output, vatNumber.toLowerCase())
      assert.notInclude(output, racingVat.toLowerCase())
    } finally {
      server?.process.kill('SIGKILL')
      await product.destroy()
    }

    async function rows<T>(sql: string, values: unknown[] = []) {
      const [result] = await connection.query<RowDataPacket[]>(sql, values)
      return result as T[]
    }
  }).timeout(300_000)
})

import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import AuditLog from '#models/audit_log'
import { CompanyFactory } from '#database/factories/company_factory'
import { configureTrustedProxies } from '#services/http/trusted_proxies'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createWorkerRequest, seedReferenceData } from '#tests/helpers/purchase'

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1']

function wrongLogin(client: ApiClient, login: string, forwardedFor: string) {
  return client
    .post('/en/api/auth/login')
    .header('X-Forwarded-For', forwardedFor)
    .json({ login, password: 'wrong-password' })
    .withCsrfToken()
}

/** Fails one sign-in on each of 20 accounts, each time claiming the address `forwardedFor(i)`. */
async function failOnTwentyAccounts(client: ApiClient, forwardedFor: (i: number) => string) {
  const victims = await Promise.all(Array.from({ length: 20 }, () => createCustomer()))
  for (const [i, victim] of victims.entries()) {
    ;(await wrongLogin(client, victim.login, forwardedFor(i))).assertStatus(400)
  }
}

test.group('HTTP | client address without a trusted proxy (the default)', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    configureTrustedProxies('')
    return () => configureTrustedProxies(env.get('TRUSTED_PROXIES'))
  })

  test('a spoofed X-Forwarded-For does not escape the per-address sign-in lock', async ({ client }) => {
    await failOnTwentyAccounts(client, (i) => `203.0.113.${i + 1}`)
    const untouched = await createCustomer()

    const response = await wrongLogin(client, untouched.login, '198.51.100.77')

    response.assertStatus(429)
  })

  test('the audit log records the connecting address, not the one a client claims', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const reference = await seedReferenceData()
    const customer = await createCustomer({ company: await CompanyFactory.create() })
    const request = await createWorkerRequest(customer, {
      status: 'pending_payment',
      mop: 'TRANSFER',
      lines: [{ country: reference.country('FR') }],
    })

    await client
      .post(`/en/api/admin/requests/${request.id}/remove`)
      .header('X-Forwarded-For', '203.0.113.50')
      .withCsrfToken()
      .loginAs(admin)

    const audit = await AuditLog.query().where('subject_id', request.id).firstOrFail()
    assert.include(LOOPBACK, audit.ip ?? 'none')
  })
})

test.group('HTTP | client address behind a listed proxy', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    configureTrustedProxies('127.0.0.1, ::1')
    return () => configureTrustedProxies(env.get('TRUSTED_PROXIES'))
  })

  test("the proxy's X-Forwarded-For names the client: one address is locked, another is not", async ({
    client,
  }) => {
    await failOnTwentyAccounts(client, () => '203.0.113.9')
    const untouched = await createCustomer()

    ;(await wrongLogin(client, untouched.login, '203.0.113.9')).assertStatus(429)
    ;(await wrongLogin(client, untouched.login, '198.51.100.10')).assertStatus(400)
  })
})

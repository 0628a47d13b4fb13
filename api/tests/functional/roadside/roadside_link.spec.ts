import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import RoadsideLink from '#models/roadside_link'
import RoadsideLinkNotification from '#mails/roadside_link_notification'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { base, get, post, postedDriver } from '#tests/functional/roadside/roadside_fixtures'

/** The path of a link's page, from the url the api answered. */
const pagePath = (url: string) => new URL(url).pathname

test.group('Roadside | the link a controller opens', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => {
      drive.restore()
      mail.restore()
    }
  })

  test('made once, opened without a cookie: the driver, the representative, the valid documents; each opening kept', async ({
    client,
    assert,
  }) => {
    const { user, company, worker, contract, documents } = await postedDriver()
    const path = `${base(company.id)}/worker/${worker.id}/roadsideLink`

    const none = await get(client, user!, path)
    const made = await post(client, user!, path)
    const again = await post(client, user!, path)
    const page = await client
      .get(pagePath(made.body().url))
      .header('user-agent', 'Mozilla/5.0 (Android 14) Roadside')
    const fr = await client.get(pagePath(made.body().url).replace('/en/', '/fr/'))
    const shown = await get(client, user!, path)

    none.assertBody({ link: null, openings: { count: 0, lastOpenedAt: null } })
    made.assertStatus(200)
    assert.match(made.body().url, /^http:\/\/localhost:\d+\/en\/r\/[A-Za-z0-9_-]{32}$/)
    assert.equal(made.body().expiresOn, contract.endDate)
    assert.equal(again.body().url, made.body().url)
    page.assertStatus(200)
    // No session of its own: nothing to write with, so no XSRF cookie either.
    assert.notInclude(String(page.header('set-cookie') ?? ''), 'XSRF-TOKEN')
    assert.equal(page.header('x-robots-tag'), 'noindex, nofollow')
    assert.equal(page.header('referrer-policy'), 'no-referrer')
    const html = page.text()
    assert.include(html, 'Jan Kowalski')
    assert.include(html, 'Représentation Test SAS')
    assert.include(html, 'Not ready: a required document is missing or ended')
    assert.include(html, `/document/${documents.a1.id}`)
    assert.notInclude(html, `/document/${documents.oldA1.id}`)
    assert.include(fr.text(), 'Pas en règle')
    assert.equal(shown.body().openings.count, 2)
    assert.isString(shown.body().openings.lastOpenedAt)
    const [opening] = await db.from('roadside_openings').orderBy('id').limit(1)
    assert.isString(opening.ip)
    assert.equal(opening.user_agent, 'Mozilla/5.0 (Android 14) Roadside')
    // The token is kept hashed, never as it is.
    const token = made.body().url.split('/r/')[1]
    const stored = await RoadsideLink.findByOrFail('worker_id', worker.id)
    assert.notEqual(stored.tokenHash, token)
    assert.notInclude(stored.tokenEncrypted, token)
  })

  test('a valid document opens in the browser; an ended one, or another posting’s, does not', async ({
    client,
    assert,
  }) => {
    const { user, company, worker, documents } = await postedDriver()
    const other = await postedDriver({ company, firstName: 'Piotr' })
    const made = await post(client, user!, `${base(company.id)}/worker/${worker.id}/roadsideLink`)
    const page = pagePath(made.body().url)

    const valid = await client.get(`${page}/document/${documents.a1.id}`)
    const ended = await client.get(`${page}/document/${documents.oldA1.id}`)
    const foreign = await client.get(`${page}/document/${other.documents.contract.id}`)
    const certificate = await client.get(`${page}/certificate`)

    valid.assertStatus(200)
    assert.equal(valid.header('content-type'), 'application/pdf')
    assert.match(valid.header('content-disposition') ?? '', /^inline;/)
    ended.assertStatus(404)
    foreign.assertStatus(404)
    certificate.assertStatus(200)
    assert.equal(certificate.header('content-type'), 'application/pdf')
  })

  test('revoked, ended or unknown: a page that says so, not the data', async ({ client, assert }) => {
    const { user, company, worker } = await postedDriver()
    const path = `${base(company.id)}/worker/${worker.id}/roadsideLink`
    const first = await post(client, user!, path)

    const revoked = await post(client, user!, `${path}/revoke`)
    const afterRevoke = await client.get(pagePath(first.body().url))
    const nothingLeft = await post(client, user!, `${path}/revoke`)
    const renewed = await post(client, user!, path)
    await RoadsideLink.query()
      .whereNull('revoked_at')
      .update({ expires_on: addDays(todayUtc(), -1) })
    const afterEnd = await client.get(pagePath(renewed.body().url))
    const unknown = await client.get('/en/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    const malformed = await client.get('/en/r/x')

    revoked.assertBody({
      revoked: true,
      successes: [{ message: 'The roadside link has been revoked: it no longer shows anything.' }],
    })
    afterRevoke.assertStatus(410)
    assert.include(afterRevoke.text(), 'This link was withdrawn by the company')
    assert.notInclude(afterRevoke.text(), 'Kowalski')
    nothingLeft.assertStatus(400)
    assert.notEqual(renewed.body().url, first.body().url)
    afterEnd.assertStatus(410)
    assert.include(afterEnd.text(), 'This link ended with the posting')
    unknown.assertStatus(404)
    malformed.assertStatus(404)
  })

  test('throttled per address: a 61st request within the minute gets 429', async ({ client, assert }) => {
    const statuses: number[] = []
    for (let index = 0; index < 61; index++)
      statuses.push((await client.get('/en/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB')).status())
    assert.deepEqual([...new Set(statuses.slice(0, 60))], [404])
    assert.equal(statuses[60], 429)
  }).timeout(60_000)

  test('sent by e-mail to the address typed, in the page’s language; a bad address is refused', async ({
    client,
    assert,
  }) => {
    const { user, company, worker } = await postedDriver()
    const { mails } = mail.fake()
    const path = `${base(company.id, 'pl')}/worker/${worker.id}/roadsideLink/send`

    const sent = await post(client, user!, path, { email: 'kierowca@example.com' })
    const bad = await post(client, user!, path, { email: 'kierowca' })

    sent.assertStatus(200)
    sent.assertBodyContains({
      sent: true,
      successes: [{ message: 'Link do kontroli wysłano na adres kierowca@example.com.' }],
    })
    mails.assertSent(RoadsideLinkNotification, ({ message }) => {
      const { subject, text } = message.toJSON().message as { subject: string; text: string }
      return (
        message.hasTo('kierowca@example.com') &&
        subject.startsWith('Strona do kontroli drogowej: Jan Kowalski') &&
        /\/pl\/r\/[A-Za-z0-9_-]{32}/.test(text)
      )
    })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'email')
  })
})

import { test } from '@japa/runner'

test.group('HTTP | error answers', () => {
  test('an unknown api address answers a 404 JSON envelope in {lang}')
    .with([
      { lang: 'fr', message: "Cette adresse n'existe pas." },
      { lang: 'pl', message: 'Ten adres nie istnieje.' },
      { lang: 'en', message: 'This address does not exist.' },
    ])
    .run(async ({ client }, row) => {
      const response = await client.get(`/${row.lang}/api/unknown`)

      response.assertStatus(404)
      response.assertBody({ errors: [{ message: row.message }] })
    })

  test('{$self} answers 404 JSON, not the portal page')
    .with(['/en/api/admin/unknown', '/session/unknown', '/assets/missing.js'])
    .run(async ({ client }, path) => {
      const response = await client.get(path).header('Accept-Language', 'en')

      response.assertStatus(404)
      response.assertBody({ errors: [{ message: 'This address does not exist.' }] })
    })

  test('a POST to an unknown api address answers 404 in the language of the path', async ({ client }) => {
    const response = await client.post('/pl/api/unknown').json({}).withCsrfToken()

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'Ten adres nie istnieje.' }] })
  })

  test('an unreadable JSON body answers 400 in the language of the path', async ({ client }) => {
    // A string is sent as is: the body is cut in the middle.
    const response = await client.post('/pl/api/auth/login').json('{"login": ').withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ errors: [{ message: 'Nie udało się odczytać żądania.' }] })
  })
})

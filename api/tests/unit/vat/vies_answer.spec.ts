import { test } from '@japa/runner'
import { interpretViesAnswer } from '#services/vat/drivers/vies_driver'

test.group('VAT | reading a VIES answer', () => {
  test('a valid number keeps name, address and consultation number', ({ assert }) => {
    const answer = interpretViesAnswer(200, {
      countryCode: 'PL',
      vatNumber: '5260250274',
      requestDate: '2026-11-22T10:15:00.000Z',
      valid: true,
      requestIdentifier: 'WAPIAAAAZ0jm2yQ7',
      name: ' TRANS-DEMO SP. Z O.O. ',
      address: 'UL. PRZYKŁADOWA 12\n00-001 WARSZAWA',
    })

    assert.deepEqual(answer, {
      outcome: 'valid',
      name: 'TRANS-DEMO SP. Z O.O.',
      address: 'UL. PRZYKŁADOWA 12\n00-001 WARSZAWA',
      consultationNumber: 'WAPIAAAAZ0jm2yQ7',
    })
  })

  test('undisclosed fields ("---") and an empty consultation number are left out', ({ assert }) => {
    assert.deepEqual(
      interpretViesAnswer(200, { valid: true, name: '---', address: '---', requestIdentifier: '' }),
      { outcome: 'valid', name: undefined, address: undefined, consultationNumber: undefined }
    )
  })

  test('valid: false is invalid', ({ assert }) => {
    assert.deepEqual(interpretViesAnswer(200, { valid: false, userError: 'INVALID' }), { outcome: 'invalid' })
  })

  test('{error} in an error body means VIES could not check')
    .with([
      { error: 'MS_UNAVAILABLE', status: 200 },
      { error: 'MS_MAX_CONCURRENT_REQ', status: 200 },
      { error: 'TIMEOUT', status: 500 },
      { error: 'SERVICE_UNAVAILABLE', status: 503 },
      { error: 'GLOBAL_MAX_CONCURRENT_REQ', status: 500 },
    ])
    .run(({ assert }, row) => {
      const body = { actionSucceed: false, errorWrappers: [{ error: row.error, message: 'try later' }] }
      assert.deepEqual(interpretViesAnswer(row.status, body), { outcome: 'unavailable', error: row.error })
    })

  test('a userError other than VALID or INVALID means VIES could not check', ({ assert }) => {
    assert.deepEqual(interpretViesAnswer(200, { valid: false, userError: 'MS_UNAVAILABLE' }), {
      outcome: 'unavailable',
      error: 'MS_UNAVAILABLE',
    })
  })

  test('INVALID_INPUT is VIES refusing the number itself', ({ assert }) => {
    const body = { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }
    assert.deepEqual(interpretViesAnswer(400, body), { outcome: 'invalid' })
  })

  test('a non-2xx status or an unreadable body means VIES could not check', ({ assert }) => {
    assert.deepEqual(interpretViesAnswer(502, null), { outcome: 'unavailable', error: 'HTTP_502' })
    assert.deepEqual(interpretViesAnswer(200, null), { outcome: 'unavailable', error: 'UNREADABLE_ANSWER' })
    assert.deepEqual(interpretViesAnswer(200, { valid: 'yes' }), {
      outcome: 'unavailable',
      error: 'UNREADABLE_ANSWER',
    })
  })
})

import { test } from '@japa/runner'
import { compileTrustedProxies, parseTrustedProxies } from '#services/http/trusted_proxies'

test.group('HTTP | trusted proxies', () => {
  test('"{value}" lists {expected}')
    .with([
      { value: undefined, expected: [] },
      { value: '', expected: [] },
      { value: ' 10.0.0.1 ', expected: ['10.0.0.1'] },
      { value: '10.0.0.1,10.0.0.0/8  ::1', expected: ['10.0.0.1', '10.0.0.0/8', '::1'] },
      { value: 'loopback, uniquelocal', expected: ['loopback', 'uniquelocal'] },
    ])
    .run(({ assert }, { value, expected }) => {
      assert.deepEqual(parseTrustedProxies(value), expected)
    })

  test('{list} trusts {address}: {trusted}')
    .with([
      { list: [], address: '127.0.0.1', trusted: false },
      { list: [], address: '10.0.0.1', trusted: false },
      { list: ['10.0.0.1'], address: '10.0.0.1', trusted: true },
      { list: ['10.0.0.1'], address: '10.0.0.2', trusted: false },
      { list: ['10.0.0.0/8'], address: '10.200.3.4', trusted: true },
      { list: ['10.0.0.0/8'], address: '11.0.0.1', trusted: false },
      { list: ['loopback'], address: '127.0.0.1', trusted: true },
      { list: ['loopback'], address: '::1', trusted: true },
      { list: ['fd00::/8'], address: 'fd12::1', trusted: true },
    ])
    .run(({ assert }, { list, address, trusted }) => {
      assert.equal(compileTrustedProxies(list)(address, 0), trusted)
    })

  test('"{$self}" refuses to boot with a message naming it')
    .with(['10.0.0.300', 'proxy.example', '10.0.0.0/33', 'everyone'])
    .run(({ assert }, entry) => {
      assert.throws(
        () => compileTrustedProxies([entry]),
        new RegExp(`TRUSTED_PROXIES: "${entry.replace('.', '\\.')}"`)
      )
    })
})

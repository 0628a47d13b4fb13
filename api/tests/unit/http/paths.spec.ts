import { test } from '@japa/runner'
import { isApiPath, isLocale, localeFromPath, pathInLanguage } from '#services/http/paths'

test.group('Paths | localeFromPath', () => {
  test('{path} → {expected}')
    .with([
      { path: '/fr/home', expected: 'fr' },
      { path: '/pl/api/auth/session', expected: 'pl' },
      { path: '/en', expected: 'en' },
      { path: '/en/', expected: 'en' },
      { path: '/french/home', expected: null },
      { path: '/de/home', expected: null },
      { path: '/FR/home', expected: null },
      { path: '/admin/profiles', expected: null },
      { path: '/', expected: null },
      { path: '/home/fr', expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(localeFromPath(row.path), row.expected)
    })
})

test.group('Paths | isApiPath', () => {
  test('{path} → {expected}')
    .with([
      { path: '/fr/api/auth/session', expected: true },
      { path: '/pl/api', expected: true },
      { path: '/en/api/', expected: true },
      { path: '/session/keepAlive', expected: true },
      { path: '/session', expected: true },
      { path: '/fr/apis', expected: false },
      { path: '/sessions', expected: false },
      { path: '/de/api/auth/session', expected: false },
      { path: '/api/payments/sandbox/notify', expected: true },
      { path: '/fr/home', expected: false },
      { path: '/admin/api', expected: false },
      { path: '/fr/company/api', expected: false },
    ])
    .run(({ assert }, row) => {
      assert.equal(isApiPath(row.path), row.expected)
    })
})

test.group('Paths | isLocale', () => {
  test('{title}')
    .with([
      { title: 'fr is a locale', value: 'fr', expected: true },
      { title: 'pl is a locale', value: 'pl', expected: true },
      { title: 'en is a locale', value: 'en', expected: true },
      { title: 'de is not', value: 'de', expected: false },
      { title: 'case matters', value: 'FR', expected: false },
      { title: 'a region is not', value: 'fr-FR', expected: false },
      { title: 'a number is not', value: 1, expected: false },
      { title: 'undefined is not', value: undefined, expected: false },
    ])
    .run(({ assert }, row) => {
      assert.equal(isLocale(row.value), row.expected)
    })

  test('{url} in fr → {expected}')
    .with([
      { url: '/de/home', expected: '/fr/home' },
      { url: '/xx/login?next=%2Ffr%2Fhome', expected: '/fr/login?next=%2Ffr%2Fhome' },
      { url: '/de', expected: '/fr' },
      { url: '/fr/home', expected: null },
      { url: '/pl/login', expected: null },
      { url: '/admin/', expected: null },
      { url: '/deu/home', expected: null },
      { url: '/assets/index.js', expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(pathInLanguage(row.url, 'fr'), row.expected)
    })
})

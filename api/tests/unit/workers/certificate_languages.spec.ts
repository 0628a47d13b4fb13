import { test } from '@japa/runner'
import { certificateLanguages } from '#services/roadside/certificate_pdf'

test.group('Roadside | the certificate languages', () => {
  test('posted in {country}, a {nationality} driver: {expected}')
    .with([
      { country: 'FR', nationality: 'PL', expected: ['fr', 'pl', 'en'] },
      { country: 'BE', nationality: 'PL', expected: ['fr', 'pl', 'en'] },
      { country: 'FR', nationality: 'FR', expected: ['fr', 'en'] },
      { country: 'DE', nationality: 'PL', expected: ['pl', 'en'] },
      { country: 'DE', nationality: 'UA', expected: ['en'] },
      { country: 'EU', nationality: 'RO', expected: ['en'] },
      { country: 'PL', nationality: 'LT', expected: ['pl', 'en'] },
    ])
    .run(({ assert }, { country, nationality, expected }) => {
      assert.deepEqual(certificateLanguages(country, nationality), expected)
    })
})

import { test } from '@japa/runner'
import { DOCUMENT_CATEGORIES } from '@posted-workers/domain'
import { driverFolderName, packFileName, packOrder } from '#services/roadside/pack_names'

test.group('Roadside pack | names', () => {
  test('{fileName} as entry {position}: {expected}')
    .with([
      {
        position: 1,
        category: 'A1',
        validUntil: '2027-03-31',
        fileName: 'skan A1.PDF',
        expected: '01-A1-valid-until-2027-03-31.pdf',
      },
      {
        position: 2,
        category: 'WORK_CONTRACT',
        validUntil: null,
        fileName: 'Umowa.docx',
        expected: '02-WORK_CONTRACT.docx',
      },
      {
        position: 12,
        category: 'DRIVER_CARD',
        validUntil: '2028-01-05',
        fileName: 'karta',
        expected: '12-DRIVER_CARD-valid-until-2028-01-05',
      },
      { position: 3, category: 'OTHER', validUntil: null, fileName: 'a.tar.gz', expected: '03-OTHER.gz' },
    ] as const)
    .run(({ assert }, { position, category, validUntil, fileName, expected }) => {
      assert.equal(packFileName(position, { category, validUntil, fileName }), expected)
    })

  test("a driver's folder is in plain letters and unique", ({ assert }) => {
    const taken = new Set<string>()
    const driver = { firstName: 'Łukasz', lastName: 'Żuławski-Nowak', dateOfBirth: '1980-05-14' }
    assert.equal(driverFolderName(driver, taken), 'Zulawski-Nowak_Lukasz_1980-05-14')
    assert.equal(driverFolderName(driver, taken), 'Zulawski-Nowak_Lukasz_1980-05-14_2')
    assert.equal(
      driverFolderName({ firstName: '', lastName: '—', dateOfBirth: '1990-01-01' }, taken),
      'Driver_X_1990-01-01'
    )
  })

  test("required categories first, in the country's order; the longest-lasting first within one", ({
    assert,
  }) => {
    const documents = [
      { category: 'OTHER', validUntil: null },
      { category: 'A1', validUntil: '2027-01-01' },
      { category: 'DRIVING_LICENCE', validUntil: '2030-01-01' },
      { category: 'A1', validUntil: '2027-06-30' },
      { category: 'CPC', validUntil: '2029-01-01' },
    ] as const
    assert.deepEqual(
      packOrder([...documents], ['DRIVING_LICENCE', 'A1'], DOCUMENT_CATEGORIES).map(
        (document) => `${document.category} ${document.validUntil}`
      ),
      ['DRIVING_LICENCE 2030-01-01', 'A1 2027-06-30', 'A1 2027-01-01', 'OTHER null', 'CPC 2029-01-01']
    )
  })
})

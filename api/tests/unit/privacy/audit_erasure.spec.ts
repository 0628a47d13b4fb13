import { test } from '@japa/runner'
import { AUDIT_FIELDS } from '@posted-workers/domain'
import Driver from '#models/driver'
import { driverDetailsSnapshot } from '#actions/declarations/save_driver_details'
import { identityOf } from '#services/workers/worker_fields'
import { documentsSnapshot } from '#services/workers/worker_audit'
import { DRIVER_PERSONAL_AUDIT_FIELDS, withoutDriverPersonalData } from '#services/privacy/audit_erasure'

test.group("privacy / an erased driver's audit lines", () => {
  const cases: [string, unknown, unknown][] = [
    [
      'a posting created: his identity goes, the ids and the renewal stay',
      {
        after: {
          firstName: 'Jan',
          lastName: 'Kowalski',
          dateOfBirth: '1980-05-14',
          cityOfBirth: 'Lublin',
          countryCodeOfBirth: 'PL',
          countryCodeOfNationality: 'PL',
        },
        companyId: 4,
        renewal: 'added',
      },
      {
        after: {
          firstName: null,
          lastName: null,
          dateOfBirth: null,
          cityOfBirth: null,
          countryCodeOfBirth: null,
          countryCodeOfNationality: null,
        },
        companyId: 4,
        renewal: 'added',
      },
    ],
    [
      'his details changed: both sides emptied, the driver named by id',
      {
        before: { licenceNumber: 'PL1234567', addressLine1: 'ul. Długa 5' },
        after: { licenceNumber: 'PL7654321', addressLine1: 'ul. Krótka 1' },
        companyId: 4,
        driverId: 9,
      },
      {
        before: { licenceNumber: null, addressLine1: null },
        after: { licenceNumber: null, addressLine1: null },
        companyId: 4,
        driverId: 9,
      },
    ],
    [
      "documents uploaded: the files' names go, their categories and last valid days stay",
      {
        after: {
          fileNames: ['A1 Kowalski.pdf'],
          categories: ['A1'],
          validUntilDates: ['2027-01-31'],
        },
        documentIds: [3],
      },
      {
        after: { fileNames: null, categories: ['A1'], validUntilDates: ['2027-01-31'] },
        documentIds: [3],
      },
    ],
    [
      'a removal listing his documents by name',
      { before: { firstName: 'Jan', documents: ['Umowa Kowalski.pdf'] }, companyId: 4 },
      { before: { firstName: null, documents: null }, companyId: 4 },
    ],
    [
      'a line with nothing of him is unchanged',
      { after: { expiresOn: '2027-01-31' }, companyId: 4 },
      { after: { expiresOn: '2027-01-31' }, companyId: 4 },
    ],
    ['no payload', null, null],
  ]
  for (const [name, payload, expected] of cases) {
    test(name, ({ assert }) => {
      assert.deepEqual(withoutDriverPersonalData(payload), expected)
    })
  }

  test('every personal field is one the audit log knows (packages/domain AUDIT_FIELDS)', ({ assert }) => {
    assert.deepEqual(
      [...DRIVER_PERSONAL_AUDIT_FIELDS].filter((field) => !(field in AUDIT_FIELDS)),
      []
    )
  })

  test('every field of him the audit lines write is one the erasure empties (a new one fails here)', ({
    assert,
  }) => {
    const written = [
      ...Object.keys(identityOf({} as Parameters<typeof identityOf>[0])),
      ...Object.keys(driverDetailsSnapshot(new Driver())),
      ...Object.keys(documentsSnapshot([])).filter(
        (field) => !['categories', 'validUntilDates'].includes(field)
      ),
    ]
    assert.deepEqual(
      written.filter((field) => !DRIVER_PERSONAL_AUDIT_FIELDS.has(field)),
      []
    )
  })
})

import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { AUDIT_ENUMERATIONS, AUDIT_FIELDS, auditLabelKey, auditPayloadTexts } from '@posted-workers/domain'
import { actionLabel, auditLabels, recordScreen, subjectTypeLabel } from './auditLabels'

const en = createI18nProvider('en').translate
const fr = createI18nProvider('fr').translate
const pl = createI18nProvider('pl').translate

describe('action labels', () => {
  it.each([
    [en, 'representativeCountry.update', 'Representative country — updated'],
    [en, 'attachment.delete', 'Attachment — deleted'],
    [en, 'workerContracts.export', 'Worker contracts — exported'],
    [fr, 'creditNote.create', 'Avoir — création'],
    [pl, 'request.validate', 'Zamówienie — zatwierdzenie'],
    // Admins' writes on a company's page of the portal.
    [en, 'worker.create', 'Worker — created'],
    [fr, 'worker.update', 'Travailleur — modification'],
    [pl, 'worker.remove', 'Pracownik — wycofanie'],
    [en, 'worker.duplicate', 'Worker — copied to another contract'],
    [fr, 'workerDocument.upload', 'Document de travailleur — dépôt'],
    [pl, 'workerDocument.remove', 'Dokument pracownika — wycofanie'],
    [en, 'request.renewal', 'Request — renewal ordered'],
    [fr, 'request.upgrade', 'Demande — commande d’extension'],
    [pl, 'request.payAgain', 'Zamówienie — ponowna próba płatności'],
    [en, 'workerContract.remindLater', 'Worker contract — reminder postponed (remind me later)'],
    [fr, 'company.migrateToMobilityPacket', 'Société — passage au Paquet Mobilité'],
    // The drivers' writes, the migration's system lines and the compliance list's export.
    [en, 'workerDocument.update', 'Worker document — updated'],
    [fr, 'workerDocument.update', 'Document de travailleur — modification'],
    [en, 'driver.merge', 'Driver — merged from several workers (migration)'],
    [pl, 'driver.merge', 'Kierowca — połączenie kilku pracowników (migracja)'],
    [en, 'driver.migration', 'Driver — made from the workers (migration)'],
    [fr, 'driver.migration', 'Conducteur — création depuis les travailleurs (migration)'],
    [pl, 'compliance.export', 'Zgodność — eksport'],
    // What the screen does not know stays as written.
    [en, 'spaceship.launch', 'spaceship.launch'],
    [en, 'attachment.teleport', 'attachment.teleport'],
    [en, 'export', 'export'],
  ])('%#: %s is %s', (translate, action, label) => {
    expect(actionLabel(action, translate)).toBe(label)
  })

  it('record types by name, an unknown one as written', () => {
    expect(subjectTypeLabel('credit_note', en)).toBe('Credit note')
    expect(subjectTypeLabel('worker_document', pl)).toBe('Dokument pracownika')
    expect(subjectTypeLabel('spaceship', en)).toBe('spaceship')
  })
})

describe('the words of a line’s changes', () => {
  const translators = { en, fr, pl }
  const country = (code: string) => code

  it.each(Object.entries(translators))(
    'every field the api writes has its label in %s',
    (locale, translate) => {
      const labels = auditLabels(translate, locale, country)
      const missing = Object.keys(AUDIT_FIELDS).filter((path) => !labels.field(auditLabelKey(path)))
      expect(missing).toEqual([])
    }
  )

  it.each(Object.entries(translators))(
    'every value of an enumeration has its label in %s',
    (locale, translate) => {
      const labels = auditLabels(translate, locale, country)
      const missing = Object.entries(AUDIT_ENUMERATIONS).flatMap(([name, values]) =>
        values
          .filter((value) => !labels.value(name as keyof typeof AUDIT_ENUMERATIONS, value))
          .map((value) => `${name}.${value}`)
      )
      expect(missing).toEqual([])
    }
  )

  it.each([
    [
      en,
      'en',
      { before: { status: 'pending_payment' }, after: { status: 'validated' } },
      ['Status', 'Awaiting payment', 'Validated'],
    ],
    [fr, 'fr', { after: { amountWithoutTaxCents: 8100 } }, ['Montant HT', '81,00\u00a0EUR']],
    [pl, 'pl', { before: { countryCodes: ['DE', 'FR'] } }, ['Kraje', ['DE', 'FR']]],
    [en, 'en', { after: { hasCode: true, issueDate: '2026-11-27' } }, ['Promo-code holders only', 'Yes']],
    [
      fr,
      'fr',
      { before: { requiredDocumentCategories: ['A1'] }, after: { requiredDocumentCategories: [] } },
      ['Documents exigés', ['Certificat A1'], '∅'],
    ],
  ] as const)('%#: a change in words', (translate, locale, payload, [label, ...values]) => {
    const [row] = auditPayloadTexts(payload, auditLabels(translate, locale, country)).changes
    expect([row.label, ...[row.before, row.after].filter((value) => value !== undefined)]).toEqual([
      label,
      ...values,
    ])
  })
})

describe('the drivers migration’s lines in words', () => {
  it.each([
    [en, 'en', ['Workers before: 12', 'Drivers: 9', 'Postings merged: 2', 'Copied documents merged: 1']],
    [
      pl,
      'pl',
      ['Pracownicy przed: 12', 'Kierowcy: 9', 'Połączone delegowania: 2', 'Połączone kopie dokumentów: 1'],
    ],
  ] as const)('its counts in %s', (translate, locale, expected) => {
    const { details } = auditPayloadTexts(
      { workers: 12, drivers: 9, postingsMerged: 2, copiesMerged: 1 },
      auditLabels(translate, locale, (code) => code)
    )
    expect(details.map((row) => `${row.label}: ${row.value}`)).toEqual(expected)
  })

  it('a merged driver: his workers and the postings merged', () => {
    const { details } = auditPayloadTexts(
      { workerIds: [3, 8], postingsMerged: [{ removedWorkerId: 8, keptWorkerId: 3 }] },
      auditLabels(en, 'en', (code) => code)
    )
    expect(details.map((row) => [row.label, row.value])).toEqual([
      ['Worker ids merged', ['3', '8']],
      ['Postings merged', ['Removed posting id: 8, Kept posting id: 3']],
    ])
  })
})

describe("a record's screen", () => {
  const definitions = {
    companies: { hasShow: true, hasEdit: true },
    attachments: { hasEdit: true },
    profiles: {},
    requests: {},
    workerContracts: {},
  }

  it.each([
    ['company', { resource: 'companies', type: 'show' }],
    ['attachment', { resource: 'attachments', type: 'edit' }],
    ['profile', { resource: 'profiles', type: 'edit' }],
    ['worker_request', null],
    ['worker_contract', null],
    ['invoice', null],
    ['payment', null],
  ])('%s: %j', (subjectType, screen) => {
    expect(recordScreen(subjectType, definitions)).toEqual(screen)
  })
})

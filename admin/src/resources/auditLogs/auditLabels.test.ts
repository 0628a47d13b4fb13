import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '../../providers/i18nProvider'
import { actionLabel, fieldLabel, recordScreen, subjectTypeLabel } from './auditLabels'

describe('action labels', () => {
  const en = createI18nProvider('en').translate
  const fr = createI18nProvider('fr').translate
  const pl = createI18nProvider('pl').translate

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

  it.each([
    [en, 'worker', 'dateOfBirth', 'Date of birth'],
    [fr, 'worker', 'lastName', 'Nom'],
    [pl, 'worker_document', 'fileName', 'Nazwa pliku'],
    // A record with a screen: its resource's name first, the log's own for what the screen lacks.
    [en, 'worker_request', 'mop', 'Payment method'],
    [fr, 'worker_request', 'requestId', 'Référence de la demande'],
    [pl, 'worker_contract', 'dismissedReminders', 'Pominięte dni przypomnień'],
    [en, 'worker', 'spaceship', 'spaceship'],
  ])('%#: the field %s.%s is %s', (translate, subjectType, field, label) => {
    expect(fieldLabel(subjectType, field, translate)).toBe(label)
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

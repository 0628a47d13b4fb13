import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '../../providers/i18nProvider'
import { actionLabel, recordScreen, subjectTypeLabel } from './auditLabels'

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
    // What the screen does not know stays as written.
    [en, 'spaceship.launch', 'spaceship.launch'],
    [en, 'attachment.teleport', 'attachment.teleport'],
    [en, 'export', 'export'],
  ])('%#: %s is %s', (translate, action, label) => {
    expect(actionLabel(action, translate)).toBe(label)
  })

  it('record types by name, an unknown one as written', () => {
    expect(subjectTypeLabel('credit_note', en)).toBe('Credit note')
    expect(subjectTypeLabel('spaceship', en)).toBe('spaceship')
  })
})

describe("a record's screen", () => {
  const definitions = {
    companies: { hasShow: true, hasEdit: true },
    attachments: { hasEdit: true },
    profiles: {},
    requests: {},
  }

  it.each([
    ['company', { resource: 'companies', type: 'show' }],
    ['attachment', { resource: 'attachments', type: 'edit' }],
    ['profile', { resource: 'profiles', type: 'edit' }],
    ['worker_request', null],
    ['invoice', null],
    ['payment', null],
  ])('%s: %j', (subjectType, screen) => {
    expect(recordScreen(subjectType, definitions)).toEqual(screen)
  })
})

import { describe, expect, it } from 'vitest'
import { atLeastOneTitle, toAttachmentPayload } from './attachmentForm'

describe('the title rule', () => {
  it.each([
    [{ titles: { fr: 'Guide' } }, undefined],
    [{ titles: { fr: '', pl: null, en: 'Guide' } }, undefined],
    [{ titles: { fr: '  ', pl: '', en: null } }, 'app.attachments.title_required'],
    [{}, 'app.attachments.title_required'],
    [undefined, 'app.attachments.title_required'],
  ])('%j: %s', (values, expected) => {
    expect(atLeastOneTitle(undefined, values)).toBe(expected)
  })
})

describe('the payload the form sends', () => {
  const base = { titles: { fr: ' Guide ', pl: '', en: undefined }, countryCodes: ['FR', 'EU'], hasCode: true }

  it('trims the titles, blank ones as null; the flags default to active and for everyone', () => {
    expect(toAttachmentPayload({ titles: { en: 'Guide' } })).toEqual({
      titles: { fr: null, pl: null, en: 'Guide' },
      countryCodes: [],
      hasCode: false,
      isActive: true,
    })
    expect(toAttachmentPayload({ ...base, isActive: false })).toEqual({
      titles: { fr: 'Guide', pl: null, en: null },
      countryCodes: ['FR', 'EU'],
      hasCode: true,
      isActive: false,
    })
  })

  it('carries a newly chosen file (sent as multipart), never the current one (sent as JSON)', () => {
    const rawFile = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' })
    const chosen = { rawFile, src: 'blob:x', title: 'guide.pdf' }

    expect(toAttachmentPayload({ ...base, file: chosen }).file).toBe(chosen)
    expect(
      toAttachmentPayload({ ...base, file: { src: '/en/api/attachment/1/download', title: 'old.pdf' } })
    ).not.toHaveProperty('file')
    expect(toAttachmentPayload({ ...base, file: null })).not.toHaveProperty('file')
  })
})

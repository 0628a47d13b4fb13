import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Company from '#models/company'
import type { VatStatus } from '#enums/company'
import { applyVatEvent, vatProofAfter, type VatEvent } from '#services/companies/vat_status_transitions'

const checkedAt = DateTime.fromISO('2026-11-02T10:00:00Z')
const check = (status: 'valid' | 'invalid' | 'unverified', sameNumber: boolean): VatEvent => ({
  check: { status, checkedAt, consultationNumber: 'WAPIAAAAXYZ' },
  sameNumber,
})
const proof = (vatStatus: VatStatus) => ({
  vatStatus,
  vatCheckedAt: vatStatus === 'unchecked' ? null : checkedAt,
  vatConsultationNumber: vatStatus === 'valid' ? 'WAPIAAAAXYZ' : null,
})

test.group('Companies | VAT status transitions', () => {
  test('{title}')
    .with([
      {
        title: 'a new company keeps its first check',
        current: null,
        event: check('unverified', false),
        after: proof('unverified'),
      },
      {
        title: 'a valid answer is the proof, with its consultation number',
        current: 'unverified',
        event: check('valid', true),
        after: proof('valid'),
      },
      {
        title: 'an invalid answer replaces a valid one',
        current: 'valid',
        event: check('invalid', true),
        after: proof('invalid'),
      },
      {
        title: 'a valid answer replaces an invalid one',
        current: 'invalid',
        event: check('valid', true),
        after: proof('valid'),
      },
      {
        title: 'an outage keeps a valid proof of the same number',
        current: 'valid',
        event: check('unverified', true),
        after: null,
      },
      {
        title: 'an outage keeps an invalid answer about the same number',
        current: 'invalid',
        event: check('unverified', true),
        after: null,
      },
      {
        title: 'an outage replaces an unverified status (a new attempt)',
        current: 'unverified',
        event: check('unverified', true),
        after: proof('unverified'),
      },
      {
        title: 'an outage replaces an unchecked status',
        current: 'unchecked',
        event: check('unverified', true),
        after: proof('unverified'),
      },
      {
        title: 'an outage on a new number replaces the old number’s proof',
        current: 'valid',
        event: check('unverified', false),
        after: proof('unverified'),
      },
      {
        title: 'a number changed without a check is unchecked',
        current: 'valid',
        event: { check: null },
        after: proof('unchecked'),
      },
    ] satisfies {
      title: string
      current: VatStatus | null
      event: VatEvent
      after: ReturnType<typeof proof> | null
    }[])
    .run(({ assert }, { current, event, after }) => {
      assert.deepEqual(vatProofAfter(current, event), after)
    })

  test('the writer merges the decided proof into the company and says whether it changed', ({ assert }) => {
    const company = new Company().merge({ vatStatus: 'valid' })
    assert.isTrue(applyVatEvent(company, check('unverified', true)), 'a company not saved yet has no proof')
    assert.equal(company.vatStatus, 'unverified')

    company.$isPersisted = true
    company.merge(proof('valid'))
    assert.isFalse(applyVatEvent(company, check('unverified', true)))
    assert.equal(company.vatStatus, 'valid')
    assert.isTrue(applyVatEvent(company, { check: null }))
    assert.deepInclude(company.$attributes, proof('unchecked'))
  })
})

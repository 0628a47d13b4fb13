import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { AUDIT_ENUMERATIONS, AUDIT_FIELDS, auditLabelKey, LOCALES } from '@posted-workers/domain'
import { AUDIT_ENUMERATION_KEYS } from '#services/audit/audit_labels'
import { auditPayloadFields } from '#tests/helpers/audit_payload_fields'

/** A group whose keys come from the client (an export's filter): its listed keys need not be written by the code. */
const underOpenGroup = (path: string) =>
  Object.entries(AUDIT_FIELDS).some(([group, kind]) => kind === 'open' && path.startsWith(`${group}.`))

const list = (found: Map<string, Set<string>>, paths: string[]) =>
  paths.map((path) => `${path} (${[...(found.get(path) ?? [])].join(', ')})`)

test.group('Audit | every field the api writes is known and named', (group) => {
  let written: ReturnType<typeof auditPayloadFields>
  group.setup(() => {
    written = auditPayloadFields()
  })

  test('the code gives payloads in many places (the reading of its types works)', ({ assert }) => {
    assert.isAtLeast(written.sites, 25)
    assert.isAtLeast(written.fields.size, 80)
  })

  test('every field written is in AUDIT_FIELDS (packages/domain/src/audit_fields.ts)', ({ assert }) => {
    const unknown = [...written.fields.keys()].filter((path) => !Object.hasOwn(AUDIT_FIELDS, path))
    assert.deepEqual(list(written.fields, unknown), [])
  })

  test('a payload of keys its type does not name is only an open group (an export’s filter)', ({
    assert,
  }) => {
    const untyped = [...written.open.keys()].filter((path) => AUDIT_FIELDS[path] !== 'open')
    assert.deepEqual(list(written.open, untyped), [])
  })

  test('every field in AUDIT_FIELDS is written somewhere', ({ assert }) => {
    const stale = Object.keys(AUDIT_FIELDS).filter(
      (path) => !written.fields.has(path) && !written.open.has(path) && !underOpenGroup(path)
    )
    assert.deepEqual(stale, [])
  })

  test('every field has its label in {$self}')
    .with([...LOCALES])
    .run(({ assert }, locale) => {
      const i18n = i18nManager.locale(locale)
      const missing = Object.keys(AUDIT_FIELDS)
        .map(auditLabelKey)
        .filter((key) => !i18n.hasMessage(`audit.fields.${key}`))
      assert.deepEqual(missing, [])
    })

  test('every enumeration value has its label in {$self}')
    .with([...LOCALES])
    .run(({ assert }, locale) => {
      const i18n = i18nManager.locale(locale)
      const missing = Object.entries(AUDIT_ENUMERATIONS).flatMap(([name, values]) =>
        values
          .map((value) => `${AUDIT_ENUMERATION_KEYS[name as keyof typeof AUDIT_ENUMERATIONS]}.${value}`)
          .filter((key) => !i18n.hasMessage(key))
      )
      assert.deepEqual(missing, [])
    })
})

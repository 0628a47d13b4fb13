import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  LOCALES,
  PROCESSING_ACTIVITIES,
  RETENTION_DEFAULTS,
  TABLES_WITHOUT_PERSONAL_DATA,
  recordOfProcessingMarkdown,
  recordOfProcessingRows,
} from './index.js'

const root = join(import.meta.dirname, '..', '..', '..')

/** The tables the api's migrations create. */
function migratedTables() {
  const folder = join(root, 'api', 'database', 'migrations')
  const tables = new Set<string>()
  for (const file of readdirSync(folder)) {
    const source = readFileSync(join(folder, file), 'utf8')
    for (const match of source.matchAll(/createTable\('(\w+)'/g)) tables.add(match[1])
    // `protected tableName = 'x'` and `createTable(this.tableName, …)`
    const named = /tableName = '(\w+)'/.exec(source)
    if (named && source.includes('createTable(this.tableName')) tables.add(named[1])
  }
  return tables
}

/** The api's sources, where the stored files' keys are made. */
function apiSources(folder = join(root, 'api', 'app')): string {
  return readdirSync(folder, { withFileTypes: true })
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      if (entry.isDirectory()) return apiSources(path)
      return entry.name.endsWith('.ts') ? readFileSync(path, 'utf8') : ''
    })
    .join('\n')
}

const listedTables = new Set(PROCESSING_ACTIVITIES.flatMap((activity) => activity.tables))

describe('The record of processing', () => {
  it('docs/record-of-processing.md is what the data generates (node scripts/record-of-processing.mjs)', () => {
    const file = readFileSync(join(root, 'docs', 'record-of-processing.md'), 'utf8')
    expect(file).toBe(recordOfProcessingMarkdown('en'))
  })

  it('names only tables the migrations create', () => {
    const migrated = migratedTables()
    expect([...listedTables].filter((table) => !migrated.has(table))).toEqual([])
    expect(TABLES_WITHOUT_PERSONAL_DATA.filter((table) => !migrated.has(table))).toEqual([])
  })

  it('places every table the migrations create: in an activity, or among those without personal data', () => {
    const without = new Set<string>(TABLES_WITHOUT_PERSONAL_DATA)
    const unplaced = [...migratedTables()].filter((table) => !listedTables.has(table) && !without.has(table))
    expect(unplaced).toEqual([])
    expect([...listedTables].filter((table) => without.has(table))).toEqual([])
  })

  it('names drive folders whose keys the api makes', () => {
    const sources = apiSources()
    const folders = PROCESSING_ACTIVITIES.flatMap((activity) => activity.folders)
    expect(folders.length).toBeGreaterThan(0)
    for (const folder of folders) {
      const prefix = folder.slice(0, folder.indexOf('/') + 1)
      expect(sources, folder).toMatch(new RegExp(`[\`'"]${prefix}`))
    }
  })

  it('states the retention defaults, in every language', () => {
    const rows = Object.fromEntries(
      LOCALES.map((locale) => [locale, new Map(recordOfProcessingRows(locale).map((row) => [row.key, row]))])
    )
    for (const locale of LOCALES) {
      expect(rows[locale].get('driverIdentity')?.retention).toContain(String(RETENTION_DEFAULTS.driverMonths))
      expect(rows[locale].get('billing')?.retention).toContain(String(RETENTION_DEFAULTS.accountingYears))
      expect(rows[locale].get('sessions')?.retention).toContain(String(RETENTION_DEFAULTS.sessionIdleMinutes))
    }
  })

  it('has every text in fr, pl and en, and one row per activity', () => {
    for (const locale of LOCALES) {
      const rows = recordOfProcessingRows(locale)
      expect(rows.map((row) => row.key)).toEqual(PROCESSING_ACTIVITIES.map((activity) => activity.key))
      for (const row of rows) {
        for (const text of [row.data, row.purpose, row.legalBasis, row.retention, ...row.viewers]) {
          expect(text.trim(), `${row.key} in ${locale}`).not.toBe('')
        }
      }
    }
    expect(new Set(PROCESSING_ACTIVITIES.map((activity) => activity.key)).size).toBe(
      PROCESSING_ACTIVITIES.length
    )
  })
})

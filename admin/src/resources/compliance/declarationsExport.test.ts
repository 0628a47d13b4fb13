import { describe, expect, it } from 'vitest'
import { declarationsExportUrl } from './declarationsExport'

describe('declarationsExportUrl', () => {
  it('names only what was chosen', () => {
    const query = { country: 'FR', from: '2026-11-01', to: '', companyId: '' }
    expect(declarationsExportUrl('pl', query, 'xlsx')).toBe(
      '/pl/api/admin/postingDeclarations/export?country=FR&from=2026-11-01'
    )
    expect(declarationsExportUrl('en', { ...query, companyId: '12', to: '2026-12-31' }, 'csv')).toBe(
      '/en/api/admin/postingDeclarations/export?country=FR&from=2026-11-01&to=2026-12-31&companyId=12&format=csv'
    )
    expect(declarationsExportUrl('fr', { ...query, country: '' }, 'zip')).toBe(
      '/fr/api/admin/postingDeclarations/pdfs?from=2026-11-01'
    )
  })
})

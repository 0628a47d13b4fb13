/** What the back-office's IMI export is asked: a host country, a period (from is required), a company; empty: all. */
export interface DeclarationsExportQuery {
  country: string
  from: string
  to: string
  companyId: string
}

/** Where the export is downloaded: `…/postingDeclarations/export` (.xlsx or CSV) or `…/pdfs` (the ZIP). */
export function declarationsExportUrl(
  locale: string,
  query: DeclarationsExportQuery,
  file: 'xlsx' | 'csv' | 'zip'
) {
  const params = new URLSearchParams()
  for (const key of ['country', 'from', 'to', 'companyId'] as const) {
    if (query[key]) params.set(key, query[key])
  }
  if (file === 'csv') params.set('format', 'csv')
  const call = file === 'zip' ? 'pdfs' : 'export'
  return `/${locale}/api/admin/postingDeclarations/${call}?${params}`
}

import BusinessIntroducer from '#models/business_introducer'
import { containsPattern, countMatches, type ListQuery } from '#services/http/list_query'
import { booleanValue, textValue } from '#services/http/list_filters'

/** Sort fields of the back-office's business introducers, each on an indexed or small column. */
export const INTRODUCER_SORTS = {
  name: 'name',
  code: 'code',
  isActive: 'is_active',
  unlimitedPackageAmountCents: 'unlimited_package_amount_cents',
  id: 'id',
} as const

/** One page of introducers: `q` in the name or the code, `isActive`; with their packages. */
export async function listIntroducers(query: ListQuery) {
  const text = textValue(query.filter.q)
  const isActive = booleanValue(query.filter.isActive)
  const builder = BusinessIntroducer.query()
  if (text) {
    builder.where((where) =>
      where.where('name', 'like', containsPattern(text)).orWhere('code', 'like', containsPattern(text))
    )
  }
  if (isActive !== undefined) builder.where('is_active', isActive)
  const column = INTRODUCER_SORTS[query.sort.field as keyof typeof INTRODUCER_SORTS] ?? 'name'
  const [rows, total] = await Promise.all([
    builder
      .clone()
      .preload('workerPackages')
      .orderBy(column, query.sort.direction)
      .orderBy('id', 'asc')
      .offset(query.offset)
      .limit(query.limit),
    countMatches(builder),
  ])
  return { rows, total }
}

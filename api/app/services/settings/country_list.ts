import RepresentativeCountry from '#models/representative_country'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { containsPattern, countMatches, type ListQuery } from '#services/http/list_query'
import { booleanValue, textValue } from '#services/http/list_filters'

/** Sort fields of the back-office's representative countries (a few dozen rows at most). */
export const COUNTRY_SORTS = {
  name: 'name',
  code: 'code',
  isActive: 'is_active',
  unlimitedPackageAmountCents: 'unlimited_package_amount_cents',
  workerPackageAmountCents: 'worker_package_amount_cents',
  id: 'id',
} as const

/** A country with everything the back-office shows: packages, representative company, current terms. */
export function withSettings(query: ModelQueryBuilderContract<typeof RepresentativeCountry>) {
  return query
    .preload('workerPackages')
    .preload('representativeCompany')
    .preload('currentTermsFr')
    .preload('currentTermsPl')
}

/** One page of countries: `q` in the name or the code, `isActive`. */
export async function listCountries(query: ListQuery) {
  const text = textValue(query.filter.q)
  const isActive = booleanValue(query.filter.isActive)
  const builder = RepresentativeCountry.query()
  if (text) {
    builder.where((where) =>
      where.where('name', 'like', containsPattern(text)).orWhere('code', 'like', containsPattern(text))
    )
  }
  if (isActive !== undefined) builder.where('is_active', isActive)
  const column = COUNTRY_SORTS[query.sort.field as keyof typeof COUNTRY_SORTS] ?? 'name'
  const [rows, total] = await Promise.all([
    withSettings(builder.clone())
      .orderBy(column, query.sort.direction)
      .orderBy('id', 'asc')
      .offset(query.offset)
      .limit(query.limit),
    countMatches(builder),
  ])
  return { rows, total }
}

/** A country of the back-office by id, or null. */
export function findCountryWithSettings(id: number) {
  return withSettings(RepresentativeCountry.query().where('id', id)).first()
}

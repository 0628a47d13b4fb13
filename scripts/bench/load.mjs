/** Loads the generated rows with multi-row INSERTs, in foreign-key order. */
import { performance } from 'node:perf_hooks'
import { generate } from './generate.mjs'

export const COLUMNS = {
  companies: [
    'id',
    'name',
    'vat_number',
    'address_line_1',
    'address_line_2',
    'postal_code',
    'city',
    'country_code',
    'size',
    'source',
    'migrated_to_mobility_packet',
    'web',
    'siret',
    'vat_status',
    'vat_checked_at',
    'vat_consultation_number',
    'created_at',
    'updated_at',
    'search_name',
  ],
  users: [
    'id',
    'company_id',
    'role',
    'login',
    'email',
    'password',
    'locale',
    'is_active',
    'last_login_at',
    'created_at',
    'updated_at',
    'search_identifiers',
  ],
  profiles: [
    'id',
    'user_id',
    'civility',
    'first_name',
    'last_name',
    'middle_name',
    'position',
    'created_at',
    'updated_at',
    'company_name',
    'company_search_name',
    'search_name',
  ],
  profile_phones: ['id', 'profile_id', 'type', 'number', 'position'],
  worker_requests: [
    'id',
    'request_id',
    'company_id',
    'user_id',
    'type',
    'status',
    'mop',
    'business_introducer_id',
    'promo_code',
    'amount_cents',
    'currency',
    'payment_reference',
    'validated_at',
    'validated_by_user_id',
    'removed_at',
    'created_at',
    'updated_at',
    'company_name',
  ],
  worker_contracts: [
    'id',
    'company_id',
    'representative_country_id',
    'worker_request_id',
    'business_introducer_id',
    'renewed_from_contract_id',
    'allowed_number_of_workers',
    'monthly_amount_cents',
    'total_amount_cents',
    'total_billing_without_tax_cents',
    'currency',
    'start_date',
    'end_date',
    'dismissed_reminders',
    'created_at',
    'updated_at',
    'package_signature',
  ],
  worker_request_lines: [
    'id',
    'worker_request_id',
    'representative_country_id',
    'package_signature',
    'number_of_workers',
    'allowed_number_of_workers',
    'monthly_amount_cents',
    'total_amount_cents',
    'start_date',
    'end_date',
    'source_worker_contract_id',
    'worker_contract_id',
  ],
  invoices: [
    'id',
    'number',
    'sequence_year',
    'sequence_number',
    'company_id',
    'worker_contract_id',
    'worker_request_id',
    'issue_date',
    'customer_name',
    'customer_vat_number',
    'customer_address',
    'seller_vat_number',
    'amount_without_tax_cents',
    'amount_taxes_cents',
    'amount_with_taxes_cents',
    'currency',
    'description',
    'locale',
    'pdf_key',
    'created_by_user_id',
    'created_at',
    'updated_at',
    'customer_search_name',
  ],
  invoice_items: [
    'id',
    'invoice_id',
    'description',
    'representative_country_code',
    'period_start',
    'period_end',
    'quantity',
    'unit_amount_cents',
    'amount_cents',
  ],
  credit_notes: [
    'id',
    'number',
    'sequence_year',
    'sequence_number',
    'invoice_id',
    'company_id',
    'issue_date',
    'amount_cents',
    'currency',
    'reason',
    'locale',
    'pdf_key',
    'created_by_user_id',
    'created_at',
    'updated_at',
  ],
  drivers: [
    'id',
    'company_id',
    'civility',
    'first_name',
    'last_name',
    'date_of_birth',
    'city_of_birth',
    'country_code_of_birth',
    'country_code_of_nationality',
    'search_name',
    'identity_key',
    'created_at',
    'updated_at',
  ],
  workers: [
    'id',
    'company_id',
    'worker_contract_id',
    'driver_id',
    'carried_from_worker_id',
    'created_at',
    'updated_at',
  ],
  worker_documents: [
    'id',
    'driver_id',
    'worker_id',
    'file_name',
    'category',
    'mime',
    'size_bytes',
    'file_key',
    'valid_from',
    'valid_until',
    'created_at',
    'updated_at',
  ],
}

/** A name's words as the api cuts them (search_words.ts): letters, marks, digits and _, three or more, at most 84. */
function wordsOf(text) {
  const folded = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ł/g, 'l')
  return (folded.match(/[\p{L}\p{M}\p{N}_]+/gu) ?? [])
    .filter((word) => [...word].length >= 3)
    .map((word) => [...word].slice(0, 84).join(''))
}

/** Worker contracts point at their renewed contract: inserted in id order, each after the one it renews. */
export const LOAD_ORDER = [
  'companies',
  'users',
  'profiles',
  'profile_phones',
  'worker_requests',
  'worker_contracts',
  'worker_request_lines',
  'invoices',
  'invoice_items',
  'credit_notes',
  'drivers',
  'workers',
  'worker_documents',
]

export async function readReference(connection) {
  const [countries] = await connection.query(
    'SELECT id, code, name FROM representative_countries WHERE is_active = 1 ORDER BY is_mobility_package DESC, name'
  )
  const [[introducer]] = await connection.query(
    'SELECT id, code, unlimited_package_amount_cents AS unlimited FROM business_introducers ORDER BY id LIMIT 1'
  )
  const [[demo]] = await connection.query("SELECT password FROM users WHERE login = 'demo'")
  if (!demo) throw new Error('The demo customer is missing: the demo data was not seeded (DEMO_DATA=true)')
  const [[seller]] = await connection.query('SELECT seller_vat_number FROM invoices ORDER BY id LIMIT 1')
  const [sequenceRows] = await connection.query('SELECT type, year, last_number FROM document_sequences')
  const sequences = { invoice: {}, credit_note: {} }
  for (const row of sequenceRows) sequences[row.type][row.year] = row.last_number
  const nextIds = {}
  for (const table of LOAD_ORDER) {
    const [[row]] = await connection.query(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM \`${table}\``)
    nextIds[table] = Number(row.next)
  }
  return {
    countries,
    introducer,
    passwordHash: demo.password,
    sellerVatNumber: seller?.seller_vat_number ?? 'FR61852345677',
    sequences,
    nextIds,
  }
}

export async function load(connection, options) {
  const reference = await readReference(connection)
  let started = performance.now()
  const { rows, sequences, big } = generate(options, reference)
  console.log(`  generated in ${Math.round(performance.now() - started)} ms`)
  started = performance.now()
  for (const table of LOAD_ORDER) {
    const list = table === 'credit_notes' ? rows[table].sort((a, b) => a[0] - b[0]) : rows[table]
    const tableStart = performance.now()
    await connection.beginTransaction()
    for (let i = 0; i < list.length; i += 1000) {
      await connection.query(
        `INSERT INTO \`${table}\` (${COLUMNS[table].map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
        [list.slice(i, i + 1000)]
      )
    }
    await connection.commit()
    console.log(
      `  ${table.padEnd(22)} ${String(list.length).padStart(7)} rows  ${Math.round(performance.now() - tableStart)} ms`
    )
  }
  // The words of the companies' and profiles' names, which the back-office searches read (api:
  // services/text/search_words.ts, migration 0043): cut from the folded copies loaded above.
  for (const [table, owners, texts] of [
    ['company_name_words', rows.companies, (row) => [row.at(-1)]],
    ['profile_words', rows.profiles, (row) => [row.at(-2), row.at(-1)]],
  ]) {
    const tableStart = performance.now()
    const words = owners.flatMap((row) =>
      [...new Set(texts(row).flatMap(wordsOf))].map((word) => [word, row[0]])
    )
    const owner = table === 'profile_words' ? 'profile_id' : 'company_id'
    for (let i = 0; i < words.length; i += 5000) {
      await connection.query(`INSERT INTO \`${table}\` (word, ${owner}) VALUES ?`, [words.slice(i, i + 5000)])
    }
    console.log(
      `  ${table.padEnd(22)} ${String(words.length).padStart(7)} rows  ${Math.round(performance.now() - tableStart)} ms`
    )
  }
  // Sign-in looks users up by their identifiers (lower-case ASCII logins and e-mails here, as the api folds them).
  const firstUser = reference.nextIds.users
  for (const column of ['email', 'login']) {
    await connection.query(
      `INSERT IGNORE INTO user_identifiers (user_id, identifier) SELECT id, LOWER(\`${column}\`) FROM users WHERE id >= ?`,
      [firstUser]
    )
  }
  for (const type of ['invoice', 'credit_note']) {
    for (const [year, last] of Object.entries(sequences[type])) {
      await connection.query(
        `INSERT INTO document_sequences (type, year, last_number) VALUES (?, ?, ?)
         ON DUPLICATE KEY UPDATE last_number = VALUES(last_number)`,
        [type, Number(year), last]
      )
    }
  }
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return big
}

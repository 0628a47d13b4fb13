/** The generated volume: companies, users, contracts, requests, invoices, workers (seeded, deterministic). */
import { randomUUID } from 'node:crypto'
import { CITIES, CORES, FIRST_NAMES, FORMS, LAST_NAMES, POSITIONS, PREFIXES } from './names.mjs'

/** mulberry32: a small seeded generator, so a seed always gives the same data. */
export function generator(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
  }
}

export const DAY_MS = 86_400_000
export const CONTRACT_DAYS = 183
export const todayIso = () => new Date().toISOString().slice(0, 10)

/** The person's documents a generated driver may hold (api: DRIVER_DOCUMENT_CATEGORIES). */
const PERSON_CATEGORIES = ['A1', 'DRIVING_LICENCE', 'DRIVER_CARD', 'CPC']
export const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
export const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)
export const endOf = (start) => addDays(start, CONTRACT_DAYS - 1)

/**
 * The folded copies the back-office searches read (api/app/services/text/fold.ts, migration 0029): lower case is
 * close enough to time them (ł stays ł here).
 */
const searchCopy = (text) => text.toLowerCase()

export const at = (date, minutes) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ')

const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A payment reference such as PW-2026-7KQ4M9XA, unique per id (a bijection of the id over 32^8 codes). */
export function paymentReference(id, year) {
  let value = (BigInt(id) * 2_654_435_761n + 97_531n) % 32n ** 8n
  let code = ''
  for (let i = 0; i < 8; i += 1) {
    code = BASE32[Number(value % 32n)] + code
    value /= 32n
  }
  return `PW-${year}-${code}`
}

/**
 * Builds every row in memory (ids chosen here, after the seeded rows), in the shape of the migrations. Money in
 * cents, dates as 'YYYY-MM-DD', instants as UTC 'YYYY-MM-DD HH:MM:SS'.
 */
export function generate(options, reference) {
  const rnd = generator(options.seed)
  const today = todayIso()
  const ids = { ...reference.nextIds }
  const nextId = (table) => ids[table]++
  const rows = {
    companies: [],
    users: [],
    profiles: [],
    profile_phones: [],
    worker_requests: [],
    worker_contracts: [],
    worker_request_lines: [],
    invoices: [],
    invoice_items: [],
    credit_notes: [],
    drivers: [],
    workers: [],
    worker_documents: [],
  }
  const countries = reference.countries
  const introducer = reference.introducer
  const invoiceDrafts = []

  const company = (index, big) => {
    const [form, countryCode] = big ? ['Sp. z o.o.', 'PL'] : rnd.pick(FORMS)
    const [city, postalCode] = rnd.pick(CITIES)
    const name = big
      ? 'Mega-Bench Logistics Sp. z o.o.'
      : `${rnd.pick(PREFIXES)} ${rnd.pick(CORES)} ${rnd.chance(0.5) ? city + ' ' : ''}${form}`
    const createdDay = addDays(today, -rnd.int(big ? 1200 : 30, 1400))
    const row = {
      id: nextId('companies'),
      name,
      vatNumber: `${countryCode}${String(8_100_000_000 + index)}`,
      addressLine1: `ul. ${rnd.pick(LAST_NAMES)}a ${rnd.int(1, 200)}`,
      postalCode,
      city,
      countryCode,
      locale: countryCode === 'FR' ? 'fr' : countryCode === 'PL' ? 'pl' : 'en',
      createdAt: at(createdDay, rnd.int(420, 1080)),
      migrated: big || rnd.chance(0.8),
    }
    rows.companies.push([
      row.id,
      row.name,
      row.vatNumber,
      row.addressLine1,
      null,
      row.postalCode,
      row.city,
      row.countryCode,
      rnd.pick(['10', '50', '100', '500', 'more']),
      'WORKER',
      row.migrated ? 1 : 0,
      null,
      null,
      rnd.chance(0.9) ? 'valid' : 'unchecked',
      null,
      null,
      row.createdAt,
      row.createdAt,
      searchCopy(row.name),
    ])
    const userId = nextId('users')
    const login = `bench${index + 1}`
    const email = `contact${index + 1}@bench${index + 1}.example`
    rows.users.push([
      userId,
      row.id,
      'customer',
      login,
      email,
      reference.passwordHash,
      row.locale,
      1,
      null,
      row.createdAt,
      row.createdAt,
      searchCopy(`${login} ${email}`),
    ])
    const profileId = nextId('profiles')
    const civility = rnd.chance(0.7) ? 'MR' : 'MRS'
    const firstName = rnd.pick(FIRST_NAMES)
    const lastName = rnd.pick(LAST_NAMES)
    rows.profiles.push([
      profileId,
      userId,
      civility,
      firstName,
      lastName,
      null,
      rnd.pick(POSITIONS),
      row.createdAt,
      row.createdAt,
      row.name,
      searchCopy(row.name),
      searchCopy(`${firstName} ${lastName}`),
    ])
    rows.profile_phones.push([
      nextId('profile_phones'),
      profileId,
      'BUSINESS',
      `+48${500_000_000 + index}`,
      0,
    ])
    return {
      ...row,
      userId,
      login,
      customerAddress: `${row.addressLine1}\n${postalCode} ${city}\n${countryCode}`,
    }
  }

  const request = (owner, fields) => {
    const id = nextId('worker_requests')
    const createdAt = fields.createdAt
    rows.worker_requests.push([
      id,
      randomUUID(),
      owner.id,
      owner.userId,
      fields.type,
      fields.status,
      fields.mop,
      fields.introducer ? introducer.id : null,
      fields.introducer ? introducer.code : null,
      fields.amountCents,
      'EUR',
      paymentReference(id, createdAt.slice(0, 4)),
      fields.validatedAt ?? null,
      null,
      fields.removedAt ?? null,
      createdAt,
      fields.validatedAt ?? fields.removedAt ?? createdAt,
      owner.name,
    ])
    return id
  }

  const line = (requestId, fields) => {
    rows.worker_request_lines.push([
      nextId('worker_request_lines'),
      requestId,
      fields.country.id,
      fields.signature,
      fields.allowed,
      fields.allowed,
      fields.monthly,
      fields.total,
      fields.startDate ?? null,
      fields.endDate ?? null,
      fields.sourceId ?? null,
      fields.contractId ?? null,
    ])
  }

  /** A package for a contract: unlimited, a per-worker package (w|4) or the introducer's unlimited price. */
  const offer = (minimum) => {
    const roll = rnd.next()
    if (minimum === null || roll < 0.35)
      return { allowed: null, signature: null, monthly: 7900, introducer: false }
    if (roll < 0.45)
      return { allowed: null, signature: null, monthly: introducer.unlimited, introducer: true }
    const allowed = rnd.int(Math.max(1, minimum), 12)
    return { allowed, signature: 'w|4', monthly: allowed * 400, introducer: false }
  }

  const invoice = (owner, contractId, requestId, issueDate, amount, description, country, period) => {
    invoiceDrafts.push({ owner, contractId, requestId, issueDate, amount, description, country, period })
  }

  /** A driver of `owner`'s roster (identity unique in the company), with the documents of the person. */
  const newDriver = (owner, createdAt) => {
    owner.identities ??= new Set()
    let first, last, birth, identity
    do {
      first = rnd.pick(FIRST_NAMES)
      last = rnd.pick(LAST_NAMES)
      birth = `${rnd.int(1960, 2001)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`
      identity = `${searchCopy(last)}|${searchCopy(first)}|${birth}`
    } while (owner.identities.has(identity))
    owner.identities.add(identity)
    const driverId = nextId('drivers')
    rows.drivers.push([
      driverId,
      owner.id,
      rnd.chance(0.93) ? 'MR' : 'MRS',
      first,
      last,
      birth,
      rnd.pick(CITIES)[0],
      'PL',
      rnd.chance(0.85) ? 'PL' : rnd.pick(['UA', 'RO', 'LT', 'BY']),
      searchCopy(`${first} ${last}`),
      identity,
      createdAt,
      createdAt,
    ])
    // Most drivers hold some of their papers, a few ending soon or ended: every readiness shows up.
    for (const category of PERSON_CATEGORIES) {
      if (!rnd.chance(0.7)) continue
      document(
        driverId,
        null,
        category,
        `${category} ${last}.pdf`,
        addDays(today, rnd.int(-20, 900)),
        createdAt
      )
    }
    return driverId
  }

  const document = (driverId, workerId, category, name, validUntil, createdAt) => {
    const id = nextId('worker_documents')
    rows.worker_documents.push([
      id,
      driverId,
      workerId,
      name,
      category,
      'application/pdf',
      rnd.int(20_000, 900_000),
      `bench/drivers/${driverId}/${id}.pdf`,
      null,
      validUntil,
      createdAt,
      createdAt,
    ])
  }

  /**
   * Posts `count` drivers on a contract: those of the contract it renews first (the same people, as the api
   * does), then new ones of the company's roster; some postings get their own documents.
   */
  const addWorkers = (owner, contractId, count, createdDay, renewedPostings = []) => {
    const posted = []
    for (let i = 0; i < count; i += 1) {
      const createdAt = at(createdDay, rnd.int(480, 1200))
      const carried = renewedPostings[i]
      const driverId = carried ? carried.driverId : newDriver(owner, createdAt)
      const workerId = nextId('workers')
      rows.workers.push([
        workerId,
        owner.id,
        contractId,
        driverId,
        carried?.workerId ?? null,
        createdAt,
        createdAt,
      ])
      posted.push({ workerId, driverId })
      if (rnd.chance(0.6)) {
        document(driverId, workerId, 'WORK_CONTRACT', `Umowa ${workerId}.pdf`, null, createdAt)
      }
      if (rnd.chance(0.5)) {
        const until = addDays(createdDay, CONTRACT_DAYS - 1)
        document(driverId, workerId, 'POSTING_DECLARATION', `Deklaracja ${workerId}.pdf`, until, createdAt)
      }
    }
    return posted
  }

  /** A chain of consecutive six-month contracts of one country, the first bought on `firstStart`. */
  const chain = (owner, country, firstStart, { first, big, bigWorkers = 0 }) => {
    let start = firstStart
    let previous = null
    const unlimited = { allowed: null, signature: null, monthly: 7900, introducer: false }
    let current = big ? unlimited : offer(1)
    while (true) {
      const scheduled = start > today
      const type = previous ? 'renewal' : first ? 'creation' : rnd.pick(['renewal', 'upgrade'])
      const requestDay = previous
        ? scheduled
          ? addDays(today, -rnd.int(0, 20))
          : addDays(start, -rnd.int(1, 15))
        : start
      const boughtDay = requestDay > today ? today : requestDay
      const createdAt = at(boughtDay, rnd.int(420, 1200))
      const validatedAt = at(boughtDay, rnd.int(1201, 1380))
      const total = current.monthly * 6
      const requestId = request(owner, {
        type,
        status: 'validated',
        mop: rnd.chance(0.6) ? 'CARD' : 'TRANSFER',
        introducer: current.introducer,
        amountCents: total,
        createdAt,
        validatedAt,
      })
      const contractId = nextId('worker_contracts')
      const end = endOf(start)
      let allowed = current.allowed
      let monthly = current.monthly
      // Some running per-worker contracts were upgraded (more drivers) after they started.
      let upgrade = null
      if (!scheduled && end >= today && allowed !== null && allowed < 12 && rnd.chance(0.15)) {
        upgrade = {
          day: addDays(start, rnd.int(0, Math.min(150, daysBetween(start, today)))),
          allowed: rnd.int(allowed + 1, 12),
        }
      }
      const finalAllowed = upgrade ? upgrade.allowed : allowed
      const finalMonthly = upgrade ? upgrade.allowed * 400 : monthly
      rows.worker_contracts.push([
        contractId,
        owner.id,
        country.id,
        requestId,
        current.introducer ? introducer.id : null,
        previous?.id ?? null,
        finalAllowed,
        finalMonthly,
        total,
        total + (upgrade ? (finalMonthly - monthly) * 3 : 0),
        'EUR',
        start,
        end,
        '[]',
        validatedAt,
        validatedAt,
        current.signature,
      ])
      line(requestId, {
        country,
        signature: current.signature,
        allowed,
        monthly,
        total,
        startDate: start,
        endDate: end,
        sourceId: previous?.id ?? null,
        contractId,
      })
      invoice(owner, contractId, requestId, boughtDay, total, `${country.name} ${start} – ${end}`, country, [
        start,
        end,
      ])
      if (upgrade) {
        const months = Math.max(1, Math.ceil((Date.parse(end) - Date.parse(upgrade.day)) / DAY_MS / 30))
        const difference = (finalMonthly - monthly) * months
        const upgradeAt = at(upgrade.day, rnd.int(420, 1200))
        const upgradeRequest = request(owner, {
          type: 'upgrade',
          status: 'validated',
          mop: 'CARD',
          introducer: false,
          amountCents: difference,
          createdAt: upgradeAt,
          validatedAt: upgradeAt,
        })
        line(upgradeRequest, {
          country,
          signature: 'w|4',
          allowed: upgrade.allowed,
          monthly: finalMonthly - monthly,
          total: difference,
          startDate: upgrade.day,
          endDate: end,
          sourceId: contractId,
          contractId,
        })
        invoice(
          owner,
          contractId,
          upgradeRequest,
          upgrade.day,
          difference,
          `${country.name} upgrade`,
          country,
          [upgrade.day, end]
        )
      }
      const workerCount =
        bigWorkers && !scheduled && end >= today
          ? bigWorkers
          : finalAllowed !== null
            ? rnd.int(Math.ceil(finalAllowed / 3), finalAllowed)
            : rnd.int(big ? 20 : 1, big ? 120 : 6)
      const postings = scheduled ? [] : addWorkers(owner, contractId, workerCount, start, previous?.postings)
      previous = { id: contractId, allowed: finalAllowed, end, scheduled, postings }
      if (scheduled) break
      const next = addDays(end, 1)
      // Renewed ahead of time (a scheduled contract) now and then; an expired contract is renewed most of the time.
      if (next > today && !(big || rnd.chance(0.3))) break
      if (next <= today && !(big || rnd.chance(0.9))) break
      start = next
      first = false
      current =
        big || finalAllowed === null
          ? big || rnd.chance(0.9)
            ? { ...current }
            : offer(null)
          : offer(finalAllowed)
    }
    return previous
  }

  const pending = (owner, latest, country, type = 'creation') => {
    const status = rnd.chance(0.2) ? 'payment_failed' : 'pending_payment'
    const mop = status === 'payment_failed' || rnd.chance(0.4) ? 'CARD' : 'TRANSFER'
    const createdAt = at(addDays(today, -rnd.int(0, 20)), rnd.int(420, 1200))
    if (!latest) {
      const chosen = offer(1)
      const requestId = request(owner, {
        type,
        status,
        mop,
        introducer: chosen.introducer,
        amountCents: chosen.monthly * 6,
        createdAt,
      })
      line(requestId, {
        country,
        signature: chosen.signature,
        allowed: chosen.allowed,
        monthly: chosen.monthly,
        total: chosen.monthly * 6,
      })
      return
    }
    const active = latest.end >= today && !latest.scheduled
    if (active && latest.allowed !== null && latest.allowed < 12 && rnd.chance(0.4)) {
      const allowed = rnd.int(latest.allowed + 1, 12)
      const total = (allowed - latest.allowed) * 400 * 3
      const requestId = request(owner, {
        type: 'upgrade',
        status,
        mop,
        introducer: false,
        amountCents: total,
        createdAt,
      })
      line(requestId, {
        country,
        signature: 'w|4',
        allowed,
        monthly: (allowed - latest.allowed) * 400,
        total,
        endDate: latest.end,
        sourceId: latest.id,
      })
      return
    }
    const chosen = offer(latest.allowed)
    const requestId = request(owner, {
      type: 'renewal',
      status,
      mop,
      introducer: chosen.introducer,
      amountCents: chosen.monthly * 6,
      createdAt,
    })
    line(requestId, {
      country,
      signature: chosen.signature,
      allowed: chosen.allowed,
      monthly: chosen.monthly,
      total: chosen.monthly * 6,
      sourceId: latest.id,
    })
  }

  // The big company: every country, three years of renewals, many drivers on its running French contract.
  const big = company(0, true)
  for (const country of countries) {
    chain(big, country, addDays(today, -(CONTRACT_DAYS * 5 + rnd.int(0, 150))), {
      first: country === countries[0],
      big: true,
      bigWorkers: country.code === 'FR' ? options.bigWorkers : 0,
    })
  }

  for (let index = 1; index < options.companies; index += 1) {
    const owner = company(index, false)
    const picked = [...countries]
      .sort(() => rnd.next() - 0.5)
      .slice(0, rnd.chance(0.4) ? 1 : rnd.chance(0.7) ? 2 : 3)
    if (rnd.chance(0.05)) {
      // Registered lately, first order not paid yet (or given up and removed).
      if (rnd.chance(0.8)) pending(owner, null, picked[0])
      else {
        const createdAt = at(addDays(today, -rnd.int(10, 200)), 600)
        const requestId = request(owner, {
          type: 'creation',
          status: 'removed',
          mop: 'TRANSFER',
          amountCents: 47_400,
          createdAt,
          removedAt: at(addDays(createdAt.slice(0, 10), 14), 600),
        })
        line(requestId, { country: picked[0], signature: null, allowed: null, monthly: 7900, total: 47_400 })
      }
      continue
    }
    const latest = picked.map((country, i) =>
      chain(owner, country, addDays(today, -rnd.int(0, 450)), { first: i === 0, big: false })
    )
    if (rnd.chance(0.12)) {
      const createdAt = at(addDays(today, -rnd.int(1, 400)), 700)
      const requestId = request(owner, {
        type: 'renewal',
        status: 'removed',
        mop: 'TRANSFER',
        amountCents: 47_400,
        createdAt,
        removedAt: at(addDays(createdAt.slice(0, 10), 20), 700),
      })
      line(requestId, { country: picked[0], signature: null, allowed: null, monthly: 7900, total: 47_400 })
    }
    if (owner.migrated && rnd.chance(0.25)) {
      // A renewal or an upgrade of the first country; a country whose renewal is already scheduled cannot be
      // renewed again, so the order is then for a country the company has no contract in.
      const other = countries.find((country) => !picked.includes(country))
      if (!latest[0].scheduled) pending(owner, latest[0], picked[0])
      else if (other) pending(owner, null, other, 'renewal')
    }
  }

  // Invoice and credit-note numbers: gapless per year, in issue order, after the numbers already allocated.
  invoiceDrafts.sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : 0))
  const sequences = {
    invoice: { ...reference.sequences.invoice },
    credit_note: { ...reference.sequences.credit_note },
  }
  const allocate = (type, year) => {
    sequences[type][year] = (sequences[type][year] ?? 0) + 1
    return sequences[type][year]
  }
  for (const draft of invoiceDrafts) {
    const id = nextId('invoices')
    const year = Number(draft.issueDate.slice(0, 4))
    const number = allocate('invoice', year)
    const createdAt = at(draft.issueDate, 1380)
    rows.invoices.push([
      id,
      `F-${year}-${String(number).padStart(6, '0')}`,
      year,
      number,
      draft.owner.id,
      draft.contractId,
      draft.requestId,
      draft.issueDate,
      draft.owner.name,
      draft.owner.vatNumber,
      draft.owner.customerAddress,
      reference.sellerVatNumber,
      draft.amount,
      0,
      draft.amount,
      'EUR',
      draft.description,
      draft.owner.locale,
      null,
      null,
      createdAt,
      createdAt,
      searchCopy(draft.owner.name),
    ])
    rows.invoice_items.push([
      nextId('invoice_items'),
      id,
      draft.description,
      draft.country.code,
      draft.period[0],
      draft.period[1],
      1,
      draft.amount,
      draft.amount,
    ])
    if (rnd.chance(0.02)) {
      const issueDate =
        addDays(draft.issueDate, rnd.int(1, 30)) > today ? today : addDays(draft.issueDate, rnd.int(1, 30))
      const noteYear = Number(issueDate.slice(0, 4))
      const noteNumber = allocate('credit_note', noteYear)
      const noteAt = at(issueDate, 1390)
      rows.credit_notes.push([
        nextId('credit_notes'),
        `A-${noteYear}-${String(noteNumber).padStart(6, '0')}`,
        noteYear,
        noteNumber,
        id,
        draft.owner.id,
        issueDate,
        Math.min(draft.amount, 7900),
        'EUR',
        'Commercial discount',
        draft.owner.locale,
        null,
        null,
        noteAt,
        noteAt,
      ])
    }
  }
  // Credit notes were numbered in invoice order: renumber them by date so their numbers stay chronological too.
  renumberByDate(rows.credit_notes, reference.sequences.credit_note)

  return { rows, sequences, big }
}

export function renumberByDate(notes, start) {
  notes.sort((a, b) => (a[6] < b[6] ? -1 : a[6] > b[6] ? 1 : a[0] - b[0]))
  const counters = { ...start }
  for (const note of notes) {
    const year = note[2]
    counters[year] = (counters[year] ?? 0) + 1
    note[1] = `A-${year}-${String(counters[year]).padStart(6, '0')}`
    note[3] = counters[year]
  }
}

import { ADMIN_SKELETONS, mutatedSkeleton } from '#tests/helpers/fuzz_forms'

/**
 * Deterministic hostile input for the fuzz test: a seeded PRNG (mulberry32) and generators of values, bodies and
 * query strings that no validator should accept and no route should crash on.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]
  return { next, int, pick }
}

export type Random = ReturnType<typeof seededRandom>

/** Values of the wrong type or form for any field: prototype-ish objects, surrogates, huge and odd numbers. */
const HOSTILE_SCALARS: readonly unknown[] = [
  { toString: 1 },
  { valueOf: 1 },
  { toString: 1, valueOf: 1 },
  JSON.parse('{"__proto__":{"admin":true},"toString":1}'),
  { constructor: { prototype: 1 } },
  { $gt: '' },
  '\ud800',
  '\udfff@example.com',
  'a\ud83d@x.fr',
  '\u0000',
  'x\u0000y',
  1e300,
  -1e300,
  2 ** 64 - 1,
  -1,
  0.5,
  -0,
  'NaN',
  'Infinity',
  '1e300',
  '9'.repeat(400),
  'x'.repeat(70_000),
  "' OR 1=1 -- ",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff%fe',
  '💥'.repeat(50),
  [],
  [[[[[[[[[[[]]]]]]]]]]],
  [{ toString: 1 }],
  {},
  true,
  false,
  null,
]

/** Field names the routes read, so that hostile values reach the validators instead of "required". */
const FIELD_NAMES = [
  'login',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'promoCode',
  'representativeCountries',
  'countryCode',
  'numberOfWorkers',
  'package',
  'company',
  'profile',
  'phone',
  'number',
  'vatNumber',
  'mop',
  'conditions',
  'contracts',
  'contract',
  'startDates',
  'firstName',
  'lastName',
  'dateOfBirth',
  'civility',
  'userID',
  'categories',
  'files',
  'dismissedReminders',
  'amount',
  'date',
  'requestId',
  'signature',
  'status',
  'decision',
]

export function hostileValue(random: Random, depth = 0): unknown {
  const roll = random.next()
  if (depth < 3 && roll < 0.15) return hostileObject(random, depth + 1)
  if (depth < 3 && roll < 0.22) return [hostileValue(random, depth + 1), hostileValue(random, depth + 1)]
  return random.pick(HOSTILE_SCALARS)
}

export function hostileObject(random: Random, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const size = 1 + random.int(6)
  for (let i = 0; i < size; i++) body[random.pick(FIELD_NAMES)] = hostileValue(random, depth)
  return body
}

/** A raw request body: hostile JSON, or bytes that are not the JSON they claim to be. */
export function hostileBody(random: Random): { contentType: string; payload: string } {
  const roll = random.next()
  if (roll < 0.45)
    return { contentType: 'application/json', payload: JSON.stringify(mutatedSkeleton(random)) }
  if (roll < 0.7) return { contentType: 'application/json', payload: JSON.stringify(hostileObject(random)) }
  if (roll < 0.78)
    return {
      contentType: 'application/json',
      payload: random.pick([
        '{',
        '[1,',
        '"\\ud800"',
        '{"a":1}}',
        'null',
        '1e300',
        '[]',
        '""',
        '['.repeat(50_000) + ']'.repeat(50_000),
      ]),
    }
  if (roll < 0.86)
    return { contentType: 'application/json', payload: JSON.stringify(random.pick(HOSTILE_SCALARS)) }
  if (roll < 0.93)
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a[b][c][d][e][f]=1&toString=1&email=%ED%A0%80',
    }
  return {
    contentType: random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x']),
    payload: '--x\r\nnope',
  }
}

const MULTIPART_BOUNDARY = 'fuzz-boundary'

/**
 * A hostile body for a back-office write: mostly one of its forms with invalid leaves, as JSON or as the `input`
 * part of a multipart body (how the back-office sends records with files), else any hostile body.
 */
export function hostileAdminBody(random: Random): { contentType: string; payload: string } {
  const roll = random.next()
  if (roll < 0.5) {
    return {
      contentType: 'application/json',
      payload: JSON.stringify(mutatedSkeleton(random, ADMIN_SKELETONS)),
    }
  }
  if (roll < 0.75) {
    const input = JSON.stringify(mutatedSkeleton(random, ADMIN_SKELETONS))
    return {
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      payload:
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="input"\r\n\r\n${input}\r\n` +
        `--${MULTIPART_BOUNDARY}--\r\n`,
    }
  }
  return hostileBody(random)
}

/** Encodes a query value; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8 bytes. */
function encodeQueryValue(value: string) {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

/** A hostile raw query string for any route, including react-admin's `filter`, `sort` and `range`. */
export function hostileQuery(random: Random): string {
  const json = () => JSON.stringify(hostileValue(random))
  const candidates: Record<string, () => string> = {
    range: () =>
      random.pick([
        '[18446744073709551615,18446744073709551640]',
        '[1e300,1e300]',
        '[-5,3]',
        '[3,1]',
        '[0,99999999999]',
        '["a","b"]',
        json(),
      ]),
    sort: () => random.pick(['["id;DROP TABLE users","ASC"]', '["company",{"toString":1}]', '[]', json()]),
    filter: () =>
      random.pick([json(), '{"q":{"toString":1}}', '{"status":["x",{"a":1}]}', '{"q":"\\ud800"}', '{']),
    q: () => String(random.pick(['\ud800', 'x'.repeat(5000), '%', json()])),
    countryCode: json,
    docLang: json,
    filterText: json,
  }
  const pairs = Object.keys(candidates)
    .filter(() => random.next() < 0.4)
    .map((name) => `${name}=${encodeQueryValue(candidates[name]())}`)
  if (random.next() < 0.1) pairs.push(random.pick(['%', '%zz', 'a[b][c][d][e][f][g]=1', 'range=%ED%A0%80']))
  return pairs.join('&')
}

/**
 * A value as the UTF-8 bytes of its JSON, the same bytes as `Buffer.from(JSON.stringify(value))`, made faster for the
 * answers that hold a long list (the 1,500-driver list, 600 KB).
 *
 * V8's JSON.stringify hands its text back as a chain of pieces (a "cons string"), and the first read of the whole
 * text (measuring its bytes, or encoding them) copies the chain into one flat string first: on the 1,500-driver
 * answer that copy cost about 4 ms of CPU a call, three times the stringify itself. Written item by item into
 * chunks of about 16 KB, each piece stays short and is encoded at once: 8.5 → 4 ms for the whole (stringify and
 * encoding) on the same rows.
 *
 * Only the top level is taken apart: an array, or a plain object whose values include such an array; every item and
 * every other value is JSON.stringify's own text, so dates, `toJSON`, escapes and `undefined` come out as it writes
 * them.
 */

/** From this many items an array is written item by item. */
export const ITEMS_APART_FROM = 64

/** The text gathered before it is encoded into a chunk of bytes. */
const CHUNK_CHARACTERS = 16_384

/**
 * The text written between two turns given back to the event loop by jsonBytesInTurns: about half a millisecond of
 * work, so that the other calls' events (a database answer, a new request) wait no longer than that behind a long
 * list's encoding.
 */
export const CHARACTERS_PER_TURN = 4 * CHUNK_CHARACTERS

class ChunkedText {
  #parts: Buffer[] = []
  #text = ''
  #bytes = 0
  #sinceTurn = 0

  add(text: string) {
    this.#text += text
    if (this.#text.length >= CHUNK_CHARACTERS) this.#flush()
  }

  /** Whether a turn's worth of text was encoded since the last time this answered yes. */
  turnDone() {
    if (this.#sinceTurn < CHARACTERS_PER_TURN) return false
    this.#sinceTurn = 0
    return true
  }

  #flush() {
    if (this.#text === '') return
    const part = Buffer.from(this.#text, 'utf8')
    this.#parts.push(part)
    this.#bytes += part.length
    this.#sinceTurn += this.#text.length
    this.#text = ''
  }

  bytes() {
    this.#flush()
    return this.#parts.length === 1 ? this.#parts[0] : Buffer.concat(this.#parts, this.#bytes)
  }
}

function isLongArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length >= ITEMS_APART_FROM
}

/** An object JSON.stringify writes key by key: no toJSON of its own, made by `{}` or `Object.create(null)`. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  )
}

/** Whether the value is written piece by piece: a long array, or a plain object holding one. */
function isTakenApart(value: unknown) {
  return isLongArray(value) || (isPlainObject(value) && Object.values(value).some(isLongArray))
}

/** Writes the items, pausing (a `yield`) each time a turn's worth of text has been encoded. */
function* writeArray(items: unknown[], out: ChunkedText): Generator<void> {
  out.add('[')
  for (let index = 0; index < items.length; index++) {
    // JSON.stringify writes an item it cannot represent (undefined, a function, a symbol) as null.
    out.add((index === 0 ? '' : ',') + (JSON.stringify(items[index]) ?? 'null'))
    if (out.turnDone()) yield
  }
  out.add(']')
}

/** Writes the JSON of a value isTakenApart accepts into `out`, pausing between turns (writeArray). */
function* writeJson(value: unknown, out: ChunkedText): Generator<void> {
  if (isLongArray(value)) {
    yield* writeArray(value, out)
    return
  }
  if (isPlainObject(value)) {
    let first = true
    out.add('{')
    for (const [key, item] of Object.entries(value)) {
      if (isLongArray(item)) {
        out.add(`${first ? '' : ','}${JSON.stringify(key)}:`)
        yield* writeArray(item, out)
      } else {
        // A property JSON.stringify leaves out (undefined, a function, a symbol) is left out here too.
        const text = JSON.stringify(item) as string | undefined
        if (text === undefined) continue
        out.add(`${first ? '' : ','}${JSON.stringify(key)}:${text}`)
      }
      first = false
    }
    out.add('}')
  }
}

export function jsonBytes(value: unknown): Buffer {
  if (!isTakenApart(value)) return Buffer.from(JSON.stringify(value) ?? 'null', 'utf8')
  const out = new ChunkedText()
  for (const _pause of writeJson(value, out));
  return out.bytes()
}

/**
 * The same bytes as jsonBytes, with the event loop given a turn (setImmediate) after each CHARACTERS_PER_TURN of
 * text: a 1,500-driver answer (600 KB, a few milliseconds to write) no longer holds every other call's events for
 * its whole length. An answer shorter than a turn is written at once.
 */
export async function jsonBytesInTurns(value: unknown): Promise<Buffer> {
  if (!isTakenApart(value)) return jsonBytes(value)
  const out = new ChunkedText()
  for (const _pause of writeJson(value, out)) await new Promise((resolve) => setImmediate(resolve))
  return out.bytes()
}

import type { VatDriver, VatDriverAnswer, VatLookup } from '#services/vat/types'

export interface ViesOptions {
  url: string
  timeoutMs: number
  /** Our own VAT number: VIES then answers with a consultation number, the proof of the check. */
  requester?: VatLookup | null
}

interface ViesBody {
  valid?: unknown
  name?: unknown
  address?: unknown
  requestIdentifier?: unknown
  userError?: unknown
  actionSucceed?: unknown
  errorWrappers?: unknown
}

/** VIES writes `---` where a member state does not disclose a field. */
function disclosed(value: unknown) {
  const text = typeof value === 'string' ? value.trim() : ''
  return text && text !== '---' ? text : undefined
}

/**
 * What a VIES answer means. Errors come as `actionSucceed: false` with `errorWrappers`, as a `userError` other
 * than VALID/INVALID, or as a non-2xx status; all of them mean VIES could not check, except INVALID_INPUT, which
 * is VIES refusing the number itself.
 */
export function interpretViesAnswer(status: number, body: unknown): VatDriverAnswer {
  const answer: ViesBody = body && typeof body === 'object' ? body : {}
  const wrappers = Array.isArray(answer.errorWrappers) ? (answer.errorWrappers as { error?: unknown }[]) : []
  if (answer.actionSucceed === false || wrappers.length > 0) {
    const error = String(wrappers[0]?.error ?? 'UNKNOWN_ERROR')
    return error === 'INVALID_INPUT' ? { outcome: 'invalid' } : { outcome: 'unavailable', error }
  }
  if (status < 200 || status >= 300) return { outcome: 'unavailable', error: `HTTP_${status}` }
  if (typeof answer.userError === 'string' && !['VALID', 'INVALID'].includes(answer.userError)) {
    return { outcome: 'unavailable', error: answer.userError }
  }
  if (typeof answer.valid !== 'boolean') return { outcome: 'unavailable', error: 'UNREADABLE_ANSWER' }
  if (!answer.valid) return { outcome: 'invalid' }
  return {
    outcome: 'valid',
    name: disclosed(answer.name),
    address: disclosed(answer.address),
    consultationNumber: disclosed(answer.requestIdentifier),
  }
}

/** The EU VIES REST service, given up on after `timeoutMs` so that an outage never holds a sale. */
export class ViesVatDriver implements VatDriver {
  constructor(private options: ViesOptions) {}

  async check(lookup: VatLookup): Promise<VatDriverAnswer> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs)
    const requester = this.options.requester
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          countryCode: lookup.prefix,
          vatNumber: lookup.number,
          ...(requester
            ? { requesterMemberStateCode: requester.prefix, requesterNumber: requester.number }
            : {}),
        }),
        signal: controller.signal,
      })
      const body: unknown = await response.json().catch(() => null)
      if (controller.signal.aborted) return { outcome: 'unavailable', error: 'TIMEOUT' }
      return interpretViesAnswer(response.status, body)
    } catch {
      return { outcome: 'unavailable', error: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR' }
    } finally {
      clearTimeout(timer)
    }
  }
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import VatChecker from '#services/vat/vat_checker'
import { ViesVatDriver } from '#services/vat/drivers/vies_driver'

export interface ViesRequest {
  countryCode: string
  vatNumber: string
}

/** What the fake answers: a status and a JSON body, or `hang` (never answers, like VIES when it times out). */
export type ViesReply = { status?: number; body?: unknown } | 'hang'

export const viesValid = (overrides: Record<string, unknown> = {}): ViesReply => ({
  body: {
    countryCode: 'PL',
    vatNumber: '5260250274',
    requestDate: '2026-11-22T10:15:00.000Z',
    valid: true,
    requestIdentifier: 'WAPIAAAAZ0jm2yQ7',
    name: 'TRANS-DEMO SP. Z O.O.',
    address: 'UL. PRZYKŁADOWA 12\n00-001 WARSZAWA',
    ...overrides,
  },
})
export const viesInvalid: ViesReply = { body: { valid: false, name: '---', address: '---' } }
export const viesError = (error: string, status = 200): ViesReply => ({
  status,
  body: { actionSucceed: false, errorWrappers: [{ error, message: 'Try again later' }] },
})

/**
 * The EU VIES REST service, faked on a loopback port, with the app's VAT checker pointed at it until `close`.
 * Nothing leaves the machine.
 */
export class FakeVies {
  requests: ViesRequest[] = []

  private constructor(
    private server: Server,
    private reply: (request: ViesRequest) => ViesReply
  ) {}

  static async start(
    reply: ViesReply | ((request: ViesRequest) => ViesReply),
    options = { timeoutMs: 2000 }
  ) {
    const server = createServer()
    const fake = new FakeVies(server, typeof reply === 'function' ? reply : () => reply)
    server.on('request', (request, response) => fake.#answer(request, response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const driver = new ViesVatDriver({ url: `http://127.0.0.1:${port}/check-vat-number`, ...options })
    app.container.swap(VatChecker, () => new VatChecker(driver))
    return fake
  }

  async #answer(request: IncomingMessage, response: ServerResponse) {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body = JSON.parse(raw) as ViesRequest
    this.requests.push(body)
    const reply = this.reply(body)
    if (reply === 'hang') return
    response.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(reply.body ?? {}))
  }

  async close() {
    app.container.restore(VatChecker)
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

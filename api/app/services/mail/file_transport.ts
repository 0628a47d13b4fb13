import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { JSONTransport } from '@adonisjs/mail/transports/json'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Development transport: each message is rendered by nodemailer's JSON transport and kept as a file,
 * so a developer without SMTP can read the reset-password link and the other e-mails.
 */
export class FileTransport implements MailTransportContract {
  #json = new JSONTransport()

  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const response = await this.#json.send(message)
    await mkdir(this.directory, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const original = response.original as { message: string }
    // Named by time first (a listing sorts in sending order), then made unique: several processes, or jobs of one,
    // send within the same millisecond.
    await writeFile(
      join(this.directory, `${stamp}-${randomUUID().slice(0, 8)}.json`),
      JSON.stringify(JSON.parse(original.message), null, 2),
      { flag: 'wx' }
    )
    return response
  }
}

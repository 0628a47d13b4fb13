import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { NodeMailerMessage } from '@adonisjs/mail/types'
import { FileTransport } from '#services/mail/file_transport'

test.group('File mailer', () => {
  test('messages sent at the same moment are each kept in a file of their own', async ({ assert }) => {
    const directory = await mkdtemp(join(tmpdir(), 'pw-mails-'))
    try {
      const transport = new FileTransport(directory)
      const message = (index: number) =>
        ({
          from: { address: 'portal@example.com', name: 'Portal' },
          to: [{ address: `user${index}@example.com`, name: '' }],
          subject: `Message ${index}`,
          text: `Body ${index}`,
        }) as NodeMailerMessage

      // Twenty at once: several land in the same millisecond, which used to give them one file name.
      await Promise.all(Array.from({ length: 20 }, (_, index) => transport.send(message(index))))

      const files = await readdir(directory)
      assert.lengthOf(files, 20)
      const subjects = await Promise.all(
        files.map(async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')).subject)
      )
      assert.sameMembers(
        subjects,
        Array.from({ length: 20 }, (_, index) => `Message ${index}`)
      )
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})

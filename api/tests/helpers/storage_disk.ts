import { createHash } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { Disk } from '@adonisjs/drive'
import { S3Driver } from 'flydrive/drivers/s3'
import { s3DriverOptions } from '#services/storage/s3_settings'
import type { S3Server } from '#tests/helpers/s3_server'

/** A drive disk on a test S3 server's bucket, with the options the api gives its own. */
export function s3Disk(server: S3Server) {
  return new Disk(new S3Driver(s3DriverOptions(server.settings)))
}

/**
 * Makes `disk` what the api's code reaches with `drive.use()`, until the returned function puts the drive back.
 * The drive manager swaps in nothing but its fakes, and these tests need a real S3 disk whatever the run's storage.
 */
export function useAsDefaultDisk(disk: Disk) {
  const use = drive.use.bind(drive)
  drive.use = ((service?: Parameters<typeof use>[0]) => (service ? use(service) : disk)) as typeof drive.use
  return () => {
    Reflect.deleteProperty(drive, 'use')
  }
}

type DiskMethod = 'put' | 'putStream' | 'get' | 'getBytes' | 'getStream' | 'listAll'

/** Records the calls `disk` receives to `methods` (name and key), still doing them: which way a file went. */
export function recordCalls(disk: Disk, methods: DiskMethod[]) {
  const calls: string[] = []
  for (const method of methods) {
    const original = (disk[method] as (...args: unknown[]) => unknown).bind(disk)
    Object.assign(disk, {
      [method]: (...args: unknown[]) => {
        calls.push(`${method} ${String(args[0])}`)
        return original(...args)
      },
    })
  }
  return calls
}

/** Every file of a disk, by key, with its content's hash. */
export async function storedFiles(disk: Disk) {
  const files: Record<string, string> = {}
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll('', { recursive: true, paginationToken })
    for (const object of page.objects) {
      if (!object.isFile) continue
      const bytes = Buffer.from(await disk.getBytes(object.key))
      files[object.key] = createHash('sha256').update(bytes).digest('hex')
    }
    paginationToken = page.paginationToken
  } while (paginationToken)
  return files
}

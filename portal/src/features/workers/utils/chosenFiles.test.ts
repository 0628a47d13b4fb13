import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { translate } from '@/i18n/messages'
import { addFiles, isReadyToUpload, uploadBlocker, type ChosenFile } from './chosenFiles'
import { EMPTY_DETAILS, type DetailsValues } from './documentDetails'

const file = (name: string, size: number) => new File(['x'.repeat(size)], name)
const chosen = (chosenFile: File, details: Partial<DetailsValues> = {}): ChosenFile => ({
  file: chosenFile,
  ...EMPTY_DETAILS,
  ...details,
})

describe('addFiles', () => {
  it('appends new files without a category', () => {
    const { files: result } = addFiles([], [file('a.pdf', 3), file('b.pdf', 4)])
    expect(result.map(({ file, category }) => [file.name, category])).toEqual([
      ['a.pdf', ''],
      ['b.pdf', ''],
    ])
  })

  it('drops a file with the same name and size as one already chosen, keeping the first and its category', () => {
    const current: ChosenFile[] = [chosen(file('a.pdf', 3), { category: 'A1' })]
    const { files: result } = addFiles(current, [file('a.pdf', 3), file('c.pdf', 1), file('c.pdf', 1)])
    expect(result.map(({ file, category }) => [file.name, category])).toEqual([
      ['a.pdf', 'A1'],
      ['c.pdf', ''],
    ])
  })

  it('keeps files that share only the name or only the size', () => {
    const { files: result } = addFiles([chosen(file('a.pdf', 3))], [file('a.pdf', 4), file('b.pdf', 3)])
    expect(result).toHaveLength(3)
  })

  it('refuses a file over 10 MB (10,000,000 bytes) before sending it, keeping the others', () => {
    const big = { name: 'scan.pdf', size: 10_000_001 } as File
    const limit = { name: 'limit.pdf', size: 10_000_000 } as File
    const { files, refused } = addFiles([], [big, limit])
    expect(files.map((chosen) => chosen.file.name)).toEqual(['limit.pdf'])
    expect(refused).toEqual([{ key: 'upload.tooLarge', params: { name: 'scan.pdf', max: 10 } }])
  })

  it('takes ten files at most and says so', () => {
    const { files, refused } = addFiles(
      [],
      Array.from({ length: 12 }, (_, index) => file(`${index}.pdf`, 1))
    )
    expect(files).toHaveLength(10)
    expect(refused).toEqual([{ key: 'upload.tooManyFiles', params: { max: 10 } }])
  })
})

describe("the refusals speak the server's words", () => {
  // The api's messages (api/resources/lang/<lang>/workers.json, `upload.*`) in the api's {name} syntax.
  it.each(['fr', 'pl', 'en'] as const)('in %s', (lang) => {
    const server = JSON.parse(
      // Vitest runs in portal/.
      readFileSync(resolve(process.cwd(), `../api/resources/lang/${lang}/workers.json`), 'utf8')
    ) as { upload: Record<string, string> }
    expect(translate(lang, 'upload.tooLarge')).toBe(server.upload.tooLarge)
    expect(translate(lang, 'upload.tooManyFiles')).toBe(server.upload.tooManyFiles)
  })
})

describe('isReadyToUpload and uploadBlocker', () => {
  it.each([
    ['no file', [], false, null],
    ['a file without category', [chosen(file('a', 1))], false, 'upload.missingCategory'],
    [
      'one of two without category',
      [chosen(file('a', 1), { category: 'A1', validUntil: '2027-01-31' }), chosen(file('b', 1))],
      false,
      'upload.missingCategory',
    ],
    ['an A1 without its last day', [chosen(file('a', 1), { category: 'A1' })], false, 'upload.checkDates'],
    [
      'dates in the wrong order',
      [chosen(file('a', 1), { category: 'OTHER', validFrom: '2027-02-01', validUntil: '2027-01-31' })],
      false,
      'upload.checkDates',
    ],
    [
      'every file categorised, with the dates its category needs',
      [
        chosen(file('a', 1), { category: 'A1', validUntil: '2027-01-31' }),
        chosen(file('b', 1), { category: 'OTHER' }),
      ],
      true,
      null,
    ],
  ] as [string, ChosenFile[], boolean, string | null][])('%s', (_, files, ready, blocker) => {
    expect(isReadyToUpload(files)).toBe(ready)
    expect(uploadBlocker(files)).toBe(blocker)
  })
})

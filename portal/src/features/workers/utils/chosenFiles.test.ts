import { describe, expect, it } from 'vitest'
import { addFiles, isReadyToUpload, type ChosenFile } from './chosenFiles'

const file = (name: string, size: number) => new File(['x'.repeat(size)], name)

describe('addFiles', () => {
  it('appends new files without a category', () => {
    const result = addFiles([], [file('a.pdf', 3), file('b.pdf', 4)])
    expect(result.map(({ file, category }) => [file.name, category])).toEqual([
      ['a.pdf', ''],
      ['b.pdf', ''],
    ])
  })

  it('drops a file with the same name and size as one already chosen, keeping the first and its category', () => {
    const current: ChosenFile[] = [{ file: file('a.pdf', 3), category: 'A1' }]
    const result = addFiles(current, [file('a.pdf', 3), file('c.pdf', 1), file('c.pdf', 1)])
    expect(result.map(({ file, category }) => [file.name, category])).toEqual([
      ['a.pdf', 'A1'],
      ['c.pdf', ''],
    ])
  })

  it('keeps files that share only the name or only the size', () => {
    const result = addFiles([{ file: file('a.pdf', 3), category: '' }], [file('a.pdf', 4), file('b.pdf', 3)])
    expect(result).toHaveLength(3)
  })
})

describe('isReadyToUpload', () => {
  it.each([
    ['no file', [], false],
    ['a file without category', [{ file: file('a', 1), category: '' }], false],
    [
      'one of two without category',
      [
        { file: file('a', 1), category: 'A1' },
        { file: file('b', 1), category: '' },
      ],
      false,
    ],
    [
      'every file categorised',
      [
        { file: file('a', 1), category: 'A1' },
        { file: file('b', 1), category: 'OTHER' },
      ],
      true,
    ],
  ] as [string, ChosenFile[], boolean][])('%s: %s', (_, files, expected) => {
    expect(isReadyToUpload(files)).toBe(expected)
  })
})

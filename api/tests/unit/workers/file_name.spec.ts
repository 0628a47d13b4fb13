import { test } from '@japa/runner'
import { attachmentDisposition, sameNameKey, sanitizeFileName } from '#services/workers/file_name'

test.group('Workers | file name sanitiser', () => {
  test('{raw} is kept as {expected}')
    .with([
      { raw: 'A1 Kowalski.pdf', expected: 'A1 Kowalski.pdf' },
      { raw: '../../etc/passwd.pdf', expected: 'passwd.pdf' },
      { raw: '..\\..\\windows\\win.ini.pdf', expected: 'win.ini.pdf' },
      { raw: 'C:\\Users\\Jan\\Umowa o pracę.pdf', expected: 'Umowa o pracę.pdf' },
      { raw: '/absolute/path/scan.png', expected: 'scan.png' },
      { raw: 'fiche\u0000de\u001fpaie.pdf', expected: 'fichedepaie.pdf' },
      { raw: 'invoice\u202Efdp.exe', expected: 'invoicefdp.exe' },
      { raw: 'Zaświadczenie Łódź.pdf', expected: 'Zaświadczenie Łódź.pdf' },
      { raw: 'Attestation détachement.pdf', expected: 'Attestation détachement.pdf' },
      { raw: 'e\u0301te\u0301.pdf', expected: 'été.pdf' },
      { raw: 'what?<>:"|*.pdf', expected: 'what_______.pdf' },
      { raw: '  .hidden.pdf  ', expected: 'hidden.pdf' },
      { raw: 'trailing dots...', expected: 'trailing dots' },
    ])
    .run(({ assert }, row) => {
      assert.equal(sanitizeFileName(row.raw), row.expected)
    })

  test('nothing usable gives null: {$self}')
    .with(['', '..', '../', 'dir/', '\u0000\u0001', '...', '  '])
    .run(({ assert }, raw) => {
      assert.isNull(sanitizeFileName(raw))
    })

  test('a long name is cut to 255 characters, keeping its extension', ({ assert }) => {
    const name = sanitizeFileName(`${'ż'.repeat(300)}.pdf`)!
    assert.lengthOf(Array.from(name), 255)
    assert.isTrue(name.endsWith('ż.pdf'))
  })

  test('names compare without case', ({ assert }) => {
    assert.equal(sameNameKey('ŁÓDŹ.PDF'), sameNameKey('łódź.pdf'))
  })

  test('the attachment header carries the UTF-8 name and an ASCII fallback', ({ assert }) => {
    assert.equal(
      attachmentDisposition('Umowa o pracę (Łódź) 100%.pdf'),
      `attachment; filename="Umowa o prace (_odz) 100_.pdf"; filename*=UTF-8''Umowa%20o%20prac%C4%99%20%28%C5%81%C3%B3d%C5%BA%29%20100%25.pdf`
    )
    assert.equal(
      attachmentDisposition('a"b\\c.pdf'),
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`
    )
  })
})

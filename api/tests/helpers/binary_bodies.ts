import { ApiRequest } from '@japa/api-client'

/**
 * The api client reads unknown types as text, which would mangle a ZIP or a workbook (a ZIP too): answers of these
 * types are read as bytes instead.
 */
export function readAsBytes(...types: string[]) {
  for (const type of types) {
    ApiRequest.addParser(type, (response, done) => {
      const stream = response as unknown as NodeJS.ReadableStream
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => done(null, Buffer.concat(chunks)))
    })
  }
}

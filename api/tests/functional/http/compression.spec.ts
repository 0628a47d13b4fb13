import { request as httpRequest } from 'node:http'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** The raw answer, bytes as they came over the wire (no client-side decompression). */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const call = httpRequest(
      { host: env.get('HOST'), port: env.get('PORT'), path, method, headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        )
      }
    )
    call.on('error', reject)
    call.end()
  })
}

test.group('HTTP | compressed answers', () => {
  test('a JSON answer above 1 KB comes in brotli, else gzip, else as it is', async ({ assert }) => {
    const path = '/fr/api/utils/listCountries'
    const plain = await fetchRaw(path, { 'Accept-Encoding': 'identity' })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.isAbove(plain.body.length, 1024)
    const countries = JSON.parse(plain.body.toString('utf8'))

    const brotli = await fetchRaw(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.include(String(brotli.headers.vary), 'Accept-Encoding')
    assert.isBelow(brotli.body.length, plain.body.length)
    assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8')), countries)

    const gzip = await fetchRaw(path, { 'Accept-Encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.deepEqual(JSON.parse(gunzipSync(gzip.body).toString('utf8')), countries)
  })

  test('a small answer is not compressed', async ({ assert }) => {
    const answer = await fetchRaw('/session/keepAlive', { 'Accept-Encoding': 'br, gzip' })
    assert.equal(answer.status, 200)
    assert.isUndefined(answer.headers['content-encoding'])
  })
})

test.group('HTTP | assets compressed at build time', (group) => {
  const assets = app.publicPath('assets')
  const name = `compression-test-${process.pid}.js`
  const source = Buffer.from(`export const words = ${JSON.stringify('posted workers '.repeat(200))}\n`)
  let createdFolder = false

  group.setup(async () => {
    createdFolder = !existsSync(assets)
    await mkdir(assets, { recursive: true })
    await writeFile(join(assets, name), source)
    await writeFile(join(assets, `${name}.br`), brotliCompressSync(source))
    await writeFile(join(assets, `${name}.gz`), gzipSync(source))
    return async () => {
      if (createdFolder) await rm(app.publicPath(), { recursive: true, force: true })
      else
        for (const file of [name, `${name}.br`, `${name}.gz`]) await rm(join(assets, file), { force: true })
    }
  })

  test('the brotli copy goes to a browser that accepts it, with the type of the script and a year of cache', async ({
    assert,
  }) => {
    const answer = await fetchRaw(`/assets/${name}`, { 'Accept-Encoding': 'gzip, deflate, br' })
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['content-encoding'], 'br')
    assert.match(String(answer.headers['content-type']), /javascript/)
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.include(String(answer.headers.vary), 'Accept-Encoding')
    assert.deepEqual(brotliDecompressSync(answer.body), source)
  })

  test('gzip when brotli is not accepted; the file itself when neither is', async ({ assert }) => {
    const gzip = await fetchRaw(`/assets/${name}`, { 'Accept-Encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.deepEqual(gunzipSync(gzip.body), source)

    const plain = await fetchRaw(`/assets/${name}`, { 'Accept-Encoding': 'identity' })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.deepEqual(plain.body, source)
  })

  test('a HEAD gives the headers without a body', async ({ assert }) => {
    const answer = await fetchRaw(`/assets/${name}`, { 'Accept-Encoding': 'br' }, 'HEAD')
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['content-encoding'], 'br')
    assert.lengthOf(answer.body, 0)
  })

  test('a path leaving the public folder or badly encoded is not served from it', async ({ assert }) => {
    for (const path of ['/assets/..%2F..%2F.env', '/assets/%E0%A4%A', '/assets/../../package.json']) {
      const answer = await fetchRaw(path, { 'Accept-Encoding': 'br' })
      assert.notEqual(answer.headers['content-encoding'], 'br', path)
      assert.notInclude(answer.body.toString('utf8'), 'APP_KEY', path)
    }
  })
})

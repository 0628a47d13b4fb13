#!/usr/bin/env node
/**
 * Writes docs/record-of-processing.md from the record of processing held as data in packages/domain
 * (record_of_processing.ts). Build the domain package first:
 *
 *   npm run build -w @posted-workers/domain && node scripts/record-of-processing.mjs
 *
 * The domain's tests fail while the file differs from what the data generates.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { recordOfProcessingMarkdown } from '@posted-workers/domain'

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'record-of-processing.md')
writeFileSync(file, recordOfProcessingMarkdown('en'))
console.log(`Written: ${file}`)

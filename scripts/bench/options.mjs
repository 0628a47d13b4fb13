/** Options of the command line, the api's .env, and which api to run (built or sources). */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const paths = { root, api: join(root, 'api'), build: join(root, 'api', 'build') }

/** Companies to generate for about `contracts` contracts: the generator makes about 3.32 contracts a company. */
export const companiesForContracts = (contracts) => Math.max(1, Math.round(contracts / 3.32))

/** A positive whole number of the command line, or an error naming the option. */
function wholeNumber(arg, text) {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`)
  return value
}

export function parseArgs(argv) {
  const options = {
    companies: 5000,
    bigWorkers: 1500,
    runs: 30,
    seed: 42,
    reuse: false,
    frontend: true,
    frontendOnly: false,
    backupDrill: false,
    /** --scale A,B: the two volumes (contracts) to compare, or null. */
    scale: null,
    lighthouseRuns: 1,
    mode: null,
    database: 'posted_workers_bench',
    port: 3420,
  }
  const numeric = {
    '--companies': 'companies',
    '--big-workers': 'bigWorkers',
    '--runs': 'runs',
    '--seed': 'seed',
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--contracts') {
      options.companies = companiesForContracts(wholeNumber(arg, argv[++i]))
    } else if (arg === '--scale') {
      const volumes = String(argv[++i] ?? '')
        .split(',')
        .map((text) => wholeNumber(arg, text))
      if (volumes.length !== 2 || volumes[0] >= volumes[1]) {
        throw new Error('--scale needs two volumes of contracts, the smaller first (100000,300000)')
      }
      options.scale = volumes
    } else if (numeric[arg] || arg === '--port') {
      const value = Number(argv[++i])
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`)
      options[numeric[arg] ?? 'port'] = value
    } else if (arg === '--database') {
      options.database = argv[++i]
      if (!/^[A-Za-z0-9_]+$/.test(options.database ?? '')) throw new Error('--database needs a plain name')
    } else if (arg === '--reuse') options.reuse = true
    else if (arg === '--no-frontend') options.frontend = false
    else if (arg === '--frontend-only') options.frontendOnly = true
    else if (arg === '--backup-drill') options.backupDrill = true
    else if (arg === '--lighthouse-runs') {
      const value = Number(argv[++i])
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`)
      options.lighthouseRuns = value
    } else if (arg === '--source') options.mode = 'source'
    else if (arg === '--build') options.mode = 'build'
    else if (arg === '--help' || arg === '-h') {
      const text = readFileSync(join(paths.root, 'scripts', 'bench.mjs'), 'utf8')
      console.log(text.slice(text.indexOf('/**'), text.indexOf('*/') + 2))
      process.exit(0)
    } else throw new Error(`Unknown option ${arg} (see --help)`)
  }
  if (options.frontendOnly && !options.frontend)
    throw new Error('--frontend-only and --no-frontend exclude each other')
  if (options.scale && (options.reuse || options.frontendOnly || options.backupDrill))
    throw new Error('--scale loads each volume afresh: not with --reuse, --frontend-only or --backup-drill')
  return options
}

export function readDotEnv() {
  const file = join(paths.api, '.env')
  const values = {}
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
      if (match) values[match[1]] = match[2].replace(/^['"]|['"]$/g, '')
    }
  }
  return values
}

/** The newest modification time under a folder (TypeScript and JSON sources only). */
export function newestSource(folder) {
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path))
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** The production build when it exists and is not older than the sources, else the TypeScript sources. */
export function chooseMode(requested) {
  const server = join(paths.build, 'bin', 'server.js')
  if (requested === 'source') return 'source'
  if (!existsSync(server)) {
    if (requested === 'build') throw new Error('api/build does not exist: run `bash scripts/build.sh` first')
    return 'source'
  }
  if (requested === 'build') return 'build'
  const built = statSync(server).mtimeMs
  const sources = Math.max(
    ...['app', 'start', 'config', 'database', 'commands'].map((folder) =>
      newestSource(join(paths.api, folder))
    )
  )
  if (sources > built) {
    console.log(
      'note: api/build is older than the api sources: running the TypeScript sources (--build to force)'
    )
    return 'source'
  }
  return 'build'
}

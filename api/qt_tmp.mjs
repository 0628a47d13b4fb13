import mysql from 'mysql2/promise'
import { readFileSync } from 'node:fs'
const c = await mysql.createConnection({ host: '127.0.0.1', user: 'portal', password: 'portal-dev-password', database: process.argv[3] ?? 'posted_workers_bench', dateStrings: ['DATE'] })
for (const sql of readFileSync(process.argv[2], 'utf8').split('\n-- \n')) {
  const times = []; let n
  for (let i = 0; i < 9; i++) { const t0 = performance.now(); const [rows] = await c.query(sql); times.push(performance.now() - t0); n = rows.length }
  times.sort((a, b) => a - b); console.log(`median ${times[4].toFixed(1)} ms min ${times[0].toFixed(1)} rows ${n}: ${sql.slice(0, 80)}`)
}
await c.end()

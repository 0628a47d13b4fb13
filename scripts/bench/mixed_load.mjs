/**
 * The mixed-load case: does one customer's heavy call hold the api for everyone else? An admin's list is timed alone,
 * then again while a customer reloads the 1,500-driver contract list without pause; meanwhile a probe asks the api's
 * `/health/live` (answered before routing: no session, no database, nothing behind it) every 10 ms, so its time is
 * what a call waits for the event loop. The verdict compares the admin list's p95 under load with its idle p95.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { get } from './http_load.mjs'
import { percentile, printTable } from './measure.mjs'

/** Goal of the speed issue: the admin list under the customer's load within 1.5 times its idle p95. */
export const MIXED_GOAL = 1.5

/** Calls `call` every `everyMs` until stopped, keeping each call's time. */
function probe(call, everyMs) {
  const times = []
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      await call()
      const took = performance.now() - started
      times.push(took)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - took)))
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      return times.sort((a, b) => a - b)
    },
  }
}

/** Times `runs` calls of `call` one after the other (after 3 warm-up calls): their sorted times. */
async function series(runs, call) {
  for (let i = 0; i < 3; i += 1) await call()
  const times = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    const answer = await call()
    times.push(performance.now() - started)
    if (answer.status !== 200) throw new Error(`mixed load: a call answered ${answer.status}`)
  }
  return times.sort((a, b) => a - b)
}

/**
 * `admin` and `customer`: cookie headers of two signed-in sessions; `adminPath` the admin list, `customerPath` the
 * customer's heavy list (`customerLabel` names it in the verdict). Prints the table and returns the verdict line.
 */
export async function mixedLoad({ port, admin, customer, adminPath, customerPath, customerLabel, runs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  const call = (path, cookie) => get(agent, port, path, { Cookie: cookie })
  const live = () => get(agent, port, '/health/live')
  try {
    let probing = probe(live, 10)
    const idle = await series(runs, () => call(adminPath, admin))
    const idleProbe = await probing.stop()

    let loading = true
    let reloads = 0
    const load = (async () => {
      while (loading) {
        const answer = await call(customerPath, customer)
        if (answer.status !== 200)
          throw new Error(`mixed load: the customer's list answered ${answer.status}`)
        reloads += 1
      }
    })()
    probing = probe(live, 10)
    const started = performance.now()
    const loaded = await series(runs, () => call(adminPath, admin))
    const seconds = (performance.now() - started) / 1000
    const loadedProbe = await probing.stop()
    loading = false
    await load

    const ms = (value) => value.toFixed(1)
    printTable(
      [
        'mixed load',
        'admin p50',
        'admin p95',
        'loop wait p50',
        'loop wait p99',
        'loop wait max',
        'reloads/s',
      ],
      [
        [
          'admin list alone',
          ms(percentile(idle, 50)),
          ms(percentile(idle, 95)),
          ms(percentile(idleProbe, 50)),
          ms(percentile(idleProbe, 99)),
          ms(idleProbe.at(-1)),
          '',
        ],
        [
          'while the customer reloads',
          ms(percentile(loaded, 50)),
          ms(percentile(loaded, 95)),
          ms(percentile(loadedProbe, 50)),
          ms(percentile(loadedProbe, 99)),
          ms(loadedProbe.at(-1)),
          (reloads / seconds).toFixed(1),
        ],
      ]
    )
    const ratio = percentile(loaded, 95) / percentile(idle, 95)
    return {
      ratio,
      loopP99: percentile(loadedProbe, 99),
      verdict:
        `${ratio <= MIXED_GOAL ? 'MET' : 'MISSED'}: the admin list while a customer reloads ${customerLabel}, p95 ` +
        `${ms(percentile(loaded, 95))} ms = ${ratio.toFixed(2)} x its idle p95 (goal <= ${MIXED_GOAL}); ` +
        `event-loop wait p99 ${ms(percentile(loadedProbe, 99))} ms (idle ${ms(percentile(idleProbe, 99))} ms)`,
    }
  } finally {
    agent.destroy()
  }
}

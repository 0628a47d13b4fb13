export type KeepAliveAnswer = { alive: boolean; logged: boolean }

export type KeepAliveDeps = {
  /** Calls `GET /session/keepAlive`; rejects when no answer comes back. */
  ping: () => Promise<KeepAliveAnswer>
  isLoggedIn: () => boolean
  reload: () => void
}

export type KeepAlive = {
  start(lifetimeSeconds: number): void
  /** Some call reached the server, so the session was extended: count again from now. */
  touch(): void
  stop(): void
}

/** The ping goes out this long before the session would lapse. */
export const KEEP_ALIVE_MARGIN_MS = 30_000
/** A failed ping is retried while the session still has time left. */
export const KEEP_ALIVE_RETRY_MS = 10_000

export function createKeepAlive(deps: KeepAliveDeps): KeepAlive {
  let lifetimeMs: number | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  function clear() {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  function arm(delay?: number) {
    clear()
    if (lifetimeMs === null) return
    // Very short lifetimes (tests, odd configuration) still ping before the end.
    timer = setTimeout(fire, delay ?? Math.max(lifetimeMs - KEEP_ALIVE_MARGIN_MS, lifetimeMs / 2))
  }

  async function fire() {
    timer = null
    let answer: KeepAliveAnswer
    try {
      answer = await deps.ping()
    } catch {
      arm(KEEP_ALIVE_RETRY_MS)
      return
    }
    if (lifetimeMs === null) return
    if (!answer.alive || (!answer.logged && deps.isLoggedIn())) {
      deps.reload()
      return
    }
    arm()
  }

  return {
    start(lifetimeSeconds) {
      lifetimeMs = lifetimeSeconds * 1000
      arm()
    },
    touch() {
      if (timer !== null) arm()
    },
    stop() {
      lifetimeMs = null
      clear()
    },
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeepAlive, KEEP_ALIVE_RETRY_MS, type KeepAliveAnswer } from './keepAlive'

function setup(answers: (KeepAliveAnswer | Error)[], loggedIn = true) {
  const ping = vi.fn(async () => {
    const answer = answers.shift() ?? { alive: true, logged: true }
    if (answer instanceof Error) throw answer
    return answer
  })
  const reload = vi.fn()
  const keepAlive = createKeepAlive({ ping, reload, isLoggedIn: () => loggedIn })
  return { keepAlive, ping, reload }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('keep-alive', () => {
  it('pings 30 s before the session lifetime runs out, then re-arms', async () => {
    const { keepAlive, ping, reload } = setup([])
    keepAlive.start(7200)
    await vi.advanceTimersByTimeAsync(7170_000 - 1)
    expect(ping).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(ping).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(7170_000)
    expect(ping).toHaveBeenCalledTimes(2)
    expect(reload).not.toHaveBeenCalled()
  })

  it('counts again from any successful call', async () => {
    const { keepAlive, ping } = setup([])
    keepAlive.start(100)
    await vi.advanceTimersByTimeAsync(60_000)
    keepAlive.touch()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(ping).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(ping).toHaveBeenCalledTimes(1)
  })

  it('reloads the page when the session is gone', async () => {
    const { keepAlive, ping, reload } = setup([{ alive: false, logged: false }])
    keepAlive.start(60)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(reload).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(ping).toHaveBeenCalledTimes(1)
  })

  it('reloads when the server signed the user out while the page thinks otherwise', async () => {
    const { keepAlive, reload } = setup([{ alive: true, logged: false }])
    keepAlive.start(60)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload an anonymous page whose session is alive', async () => {
    const { keepAlive, ping, reload } = setup([{ alive: true, logged: false }], false)
    keepAlive.start(60)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reload).not.toHaveBeenCalled()
    expect(ping).toHaveBeenCalledTimes(2)
  })

  it('retries soon after a failed ping', async () => {
    const { keepAlive, ping } = setup([new Error('offline')])
    keepAlive.start(7200)
    await vi.advanceTimersByTimeAsync(7170_000)
    expect(ping).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_RETRY_MS)
    expect(ping).toHaveBeenCalledTimes(2)
  })

  it('stops pinging once stopped', async () => {
    const { keepAlive, ping } = setup([])
    keepAlive.start(60)
    keepAlive.stop()
    keepAlive.touch()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(ping).not.toHaveBeenCalled()
  })
})

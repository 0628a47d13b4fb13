import { useCallback, useState } from 'react'

/**
 * The messages of a long form addressed by the server's field paths (`representativeCountries[1].numberOfWorkers`):
 * the server's message of a path wins; the form's own shows once its field was left, or everywhere once a submit
 * asked for all.
 */
export function useFieldMessages() {
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [showAll, setShowAll] = useState(false)
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({})

  const touch = useCallback(
    (path: string) => setTouched((current) => (current[path] ? current : { ...current, [path]: true })),
    []
  )
  const clearServerMessage = useCallback(
    (path: string) =>
      setServerMessages((current) => {
        if (!(path in current)) return current
        const next = { ...current }
        delete next[path]
        return next
      }),
    []
  )
  /** What shows under `path`, given the form's own current message for it (translated), if any. */
  const messageOf = (path: string, clientMessage: string | undefined): string | undefined =>
    serverMessages[path] ?? (touched[path] || showAll ? clientMessage : undefined)

  return {
    messageOf,
    touch,
    showAll: () => setShowAll(true),
    serverMessages,
    setServerMessages,
    clearServerMessage,
  }
}

import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import type { ApiClient } from '../../../lib/api'
import { useApi } from '../../../lib/ApiContext'
import { listAttachments, type Attachment } from '../api/listAttachments'

/** One load shared by every tab that shows it; null when the call failed. */
type Entry = { users: number; promise: Promise<Attachment[] | null> }

/** Per api client (one per app, a new one per test), per company and language (the links carry it). */
const loads = new WeakMap<ApiClient, Map<string, Entry>>()

function acquire(api: ApiClient, companyId: number, key: string) {
  let entries = loads.get(api)
  if (!entries) loads.set(api, (entries = new Map()))
  let entry = entries.get(key)
  if (!entry) {
    const created: Entry = {
      users: 0,
      promise: listAttachments(api, companyId).then((result) => {
        // A failed load is not kept: the next tab shown tries again.
        if (!result.ok && entries.get(key) === created) entries.delete(key)
        return result.ok ? result.data.attachments : null
      }),
    }
    entries.set(key, (entry = created))
  }
  entry.users += 1
  return entry
}

/** Forgets the load once no tab uses it (the panel left or reloading), a tick later so a remount keeps it. */
function release(api: ApiClient, key: string, entry: Entry) {
  entry.users -= 1
  setTimeout(() => {
    const entries = loads.get(api)
    if (entry.users === 0 && entries?.get(key) === entry) entries.delete(key)
  }, 0)
}

/**
 * The documents offered to the company, loaded once for all the contract tabs of the panel (a tab mounts when it is
 * first shown, and the tabs already shown stay mounted, so they share one call). null until loaded, or on failure.
 */
export function useCompanyAttachments(companyId: number): Attachment[] | null {
  const api = useApi()
  const { lang } = useI18n()
  const key = `${companyId}|${lang}`
  const [loaded, setLoaded] = useState<{ key: string; attachments: Attachment[] | null } | null>(null)

  useEffect(() => {
    const entry = acquire(api, companyId, key)
    let current = true
    void entry.promise.then((attachments) => {
      if (current) setLoaded({ key, attachments })
    })
    return () => {
      current = false
      release(api, key, entry)
    }
  }, [api, companyId, key])

  return loaded?.key === key ? loaded.attachments : null
}

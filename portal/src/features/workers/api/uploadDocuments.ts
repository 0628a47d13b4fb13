import { paths } from '@/config/paths'
import type { Language } from '@/i18n/languages'
import type { ApiMessage, Envelope } from '@/lib/api'
import { readCookie } from '@/lib/cookies'
import { ensureXsrfCookie } from '@posted-workers/domain'
import type { WorkerDocument } from '../types'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useI18n } from '@/i18n/I18nProvider'
import type { CategorizedFile } from '../utils/chosenFiles'
import { companyPath, companyWorkersKey } from './base'

/**
 * Where the files go: a worker's posting (any category: the person's are kept on the driver) or, from the roster, the
 * driver himself (the person's categories only).
 */
export type UploadTarget = { kind: 'worker' | 'driver'; id: number }
export type UploadItem = CategorizedFile
export type UploadAnswer = Envelope & { uploaded?: boolean; files?: WorkerDocument[] }
const DETAILS = ['validFrom', 'validUntil', 'documentNumber', 'issuingCountry'] as const

/** `status` 0: no answer came back at all. */
export type UploadResult = { ok: boolean; status: number; data: UploadAnswer | null; errors: ApiMessage[] }

type Options = {
  lang: Language
  companyId: number
  target: UploadTarget
  items: readonly UploadItem[]
  /** Share of the request body sent so far, 0 to 1. */
  onProgress: (fraction: number) => void
}

/**
 * XMLHttpRequest rather than the API client: fetch reports no upload progress. Same credentials and XSRF header
 * as the client; the caller shows the answer's messages.
 */
export async function uploadDocuments({
  lang,
  companyId,
  target,
  items,
  onProgress,
}: Options): Promise<UploadResult> {
  await ensureXsrfCookie()
  const body = new FormData()
  for (const item of items) {
    body.append('files', item.file, item.file.name)
    body.append('categories', item.category)
    // One value of each detail per file, in the files' order, empty for none. Named as a list (`validFrom[]`): the
    // api's body parser reads an empty value as null and lets the next value of a plain repeated name replace it,
    // which would shift the values after a first empty one onto the wrong files.
    for (const field of DETAILS) body.append(`${field}[]`, item[field].trim())
  }
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(
      'POST',
      paths.api(lang, `${companyPath(companyId)}/${target.kind}/${target.id}/documents/upload`)
    )
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    const token = readCookie('XSRF-TOKEN')
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const data = parse(xhr.responseText)
      const ok = xhr.status >= 200 && xhr.status < 300
      resolve({ ok, status: xhr.status, data, errors: data?.errors ?? [] })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0, data: null, errors: [] })
    xhr.send(body)
  })
}

function parse(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer
  } catch {
    return null
  }
}

/**
 * The upload as a mutation of the query cache: `pending` while the files go, and once they are stored the
 * company's workers queries (the documents, the counts and readiness of the lists, the roster) are asked again.
 */
export function useUploadDocuments(companyId: number, target: UploadTarget) {
  const { lang } = useI18n()
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: (variables: Pick<Options, 'items' | 'onProgress'>) =>
      uploadDocuments({ lang, companyId, target, ...variables }),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: companyWorkersKey(companyId) })
    },
  })
  return { run: mutation.mutateAsync, pending: mutation.isPending }
}

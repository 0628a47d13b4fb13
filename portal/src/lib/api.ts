import { paths } from '../config/paths'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/messages'
import type { Notify } from '../components/notifications/types'
import { readCookie } from './cookies'
import { ensureXsrfCookie } from '@posted-workers/domain'
import { base64ToBlob, fileNameFromDisposition, saveBlob } from './download'

export type ApiMessage = { message: string; field?: string; rule?: string }
export type FileToDownload = { content: string; fileName: string; contentType: string }

/** The keys any answer may carry beside its own fields (API.md, "Answer envelope"). */
export type Envelope = {
  errors?: ApiMessage[]
  successes?: { message: string }[]
  fileToDownload?: FileToDownload
  redirect?: { action: string }
}

export type ApiOptions = {
  /** The caller shows every error itself (inline on the page); nothing is toasted. */
  quiet?: boolean
  /** Errors naming one of these fields go to the caller, to sit under that field; the others are toasted. */
  fields?: readonly string[]
  /** When false the caller decides where to go after the answer. */
  followRedirect?: boolean
}

export type ApiFailure<T> = {
  ok: false
  /** 0 when no answer came back at all. */
  status: number
  data: (Partial<T> & Envelope) | null
  errors: ApiMessage[]
  fieldErrors: Record<string, string>
}
export type ApiResult<T> = { ok: true; status: number; data: T & Envelope } | ApiFailure<T>

type ApiEvent = 'success' | 'unauthorized'

export type ApiDeps = {
  getLanguage: () => Language
  notify: Notify
  navigate: (path: string) => void
  fetch?: typeof fetch
}

export type ApiClient = {
  get<T>(path: string, options?: ApiOptions): Promise<ApiResult<T>>
  post<T>(path: string, body?: unknown, options?: ApiOptions): Promise<ApiResult<T>>
  /** `success`: any 2xx answer (the keep-alive timer restarts); `unauthorized`: a 401 answer. */
  on(event: ApiEvent, listener: () => void): () => void
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function createApiClient(deps: ApiDeps): ApiClient {
  const listeners: Record<ApiEvent, Set<() => void>> = { success: new Set(), unauthorized: new Set() }
  const emit = (event: ApiEvent) => listeners[event].forEach((listener) => listener())
  const t = (key: Parameters<typeof translate>[1]) => translate(deps.getLanguage(), key)

  function notifyErrors(errors: ApiMessage[]) {
    deps.notify({
      severity: 'error',
      title: t(errors.length > 1 ? 'message.errorsTitle' : 'message.errorTitle'),
      messages: errors.map((error) => error.message),
    })
  }

  function showErrors(errors: ApiMessage[], options: ApiOptions): Record<string, string> {
    const fieldErrors: Record<string, string> = {}
    if (options.quiet) return fieldErrors
    const general: ApiMessage[] = []
    for (const error of errors) {
      if (error.field && options.fields?.includes(error.field)) fieldErrors[error.field] ??= error.message
      else general.push(error)
    }
    if (general.length > 0) notifyErrors(general)
    return fieldErrors
  }

  function handleEnvelope(envelope: Envelope, options: ApiOptions) {
    if (envelope.successes?.length) {
      deps.notify({ severity: 'success', messages: envelope.successes.map((success) => success.message) })
    }
    if (envelope.fileToDownload) {
      const { content, fileName, contentType } = envelope.fileToDownload
      saveBlob(base64ToBlob(content, contentType), fileName)
    }
    if (envelope.redirect?.action && options.followRedirect !== false) deps.navigate(envelope.redirect.action)
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: ApiOptions
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (!SAFE_METHODS.has(method)) {
      await ensureXsrfCookie()
      const token = readCookie('XSRF-TOKEN')
      if (token) headers['X-XSRF-TOKEN'] = token
    }
    const isForm = body instanceof FormData
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

    // Each call leaves from a task of its own: a page's first calls, all asked when it mounts, would otherwise add the
    // cost of sending them to the one task that mounts it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    let response: Response
    try {
      response = await (deps.fetch ?? fetch)(paths.api(deps.getLanguage(), path), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      })
    } catch {
      const errors = [{ message: t('message.connectionError') }]
      if (!options.quiet) notifyErrors(errors)
      return { ok: false, status: 0, data: null, errors, fieldErrors: {} }
    }

    if (response.ok && isAttachment(response)) {
      const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? 'download'
      saveBlob(await response.blob(), name)
      emit('success')
      return { ok: true, status: response.status, data: {} as T & Envelope }
    }

    const data = (await response.json().catch(() => null)) as (T & Envelope) | null
    if (response.ok) {
      emit('success')
      const envelope = data ?? ({} as T & Envelope)
      // A 2xx answer may still report problems (for instance a partial success).
      if (envelope.errors?.length) showErrors(envelope.errors, options)
      handleEnvelope(envelope, options)
      return { ok: true, status: response.status, data: envelope }
    }

    if (response.status === 401) emit('unauthorized')
    const errors = data?.errors ?? []
    const fieldErrors = showErrors(errors, options)
    return { ok: false, status: response.status, data, errors, fieldErrors }
  }

  return {
    get: (path, options = {}) => request('GET', path, undefined, options),
    post: (path, body, options = {}) => request('POST', path, body ?? {}, options),
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
}

function isAttachment(response: Response): boolean {
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const type = response.headers.get('Content-Type') ?? ''
  return /attachment/i.test(disposition) && !type.includes('application/json')
}

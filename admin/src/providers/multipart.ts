import { requestHeaders } from './apiRequest'
import { answerError } from './httpClient'

/** A file chosen in a react-admin `FileInput`: the browser's File, beside the preview react-admin keeps. */
interface ChosenFile {
  rawFile: File
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File

/** Whether a record carries a newly chosen file in one of its top-level fields. */
export const hasChosenFiles = (data: Record<string, unknown>): boolean =>
  Object.values(data).some(isChosenFile)

/**
 * The multipart body of a resource with files, as api/app/services/uploads/resource_upload.ts reads it: each
 * top-level field holding a chosen file becomes a file part of that name, everything else one JSON `input` part.
 * A file field left as the record had it (the current file's link) is data the server ignores.
 */
export const toFormData = (data: Record<string, unknown>): FormData => {
  const form = new FormData()
  const input: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(data)) {
    if (isChosenFile(value)) form.append(field, value.rawFile, value.rawFile.name)
    else input[field] = value
  }
  form.append('input', JSON.stringify(input))
  return form
}

type Listener = () => void

/**
 * How far the upload under way has gone, from 0 to 1 (null when none runs): the layout shows it, whichever form
 * started the upload. One at a time: a form waits for its save.
 */
export const uploadProgress = (() => {
  let current: number | null = null
  const listeners = new Set<Listener>()
  return {
    get: () => current,
    set(value: number | null) {
      current = value
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
})()

/**
 * Sends a multipart body with the session cookie and the CSRF token, reporting the upload's progress (fetch cannot),
 * and answers the JSON body; an error answer rejects like the JSON client's, with the server's translated message
 * and its field errors for the form.
 */
export const sendForm = async (url: string, method: 'POST' | 'PUT', form: FormData): Promise<unknown> => {
  const headers = await requestHeaders(method)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, url)
    request.withCredentials = true
    headers.forEach((value, name) => request.setRequestHeader(name, value))
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) uploadProgress.set(event.loaded / event.total)
    }
    request.onload = () => {
      uploadProgress.set(null)
      let body: unknown = null
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null
      } catch {
        body = null
      }
      if (request.status >= 200 && request.status < 300) resolve(body)
      else reject(answerError(request.status, request.statusText || 'ra.notification.http_error', body))
    }
    request.onerror = request.onabort = () => {
      uploadProgress.set(null)
      // Like fetch's TypeError: the server could not be reached.
      reject(new Error('ra.notification.http_error'))
    }
    uploadProgress.set(0)
    request.send(form)
  })
}

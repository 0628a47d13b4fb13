import { hasSomeTitle, type LocalizedTitles } from '@posted-workers/domain'

/** A file chosen in the form's FileInput (react-admin keeps the browser's File beside its preview). */
interface ChosenFile {
  rawFile: File
  src?: string
  title?: string
}

/** What the form holds: the record's fields, and the file input's value (the current file, a new one, or none). */
export interface AttachmentFormValues {
  titles?: Partial<LocalizedTitles>
  countryCodes?: string[]
  hasCode?: boolean
  isActive?: boolean
  file?: ChosenFile | { src: string; title: string } | null
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File

/**
 * The title rule, on the first title input: at least one language has a title (customers see theirs, else the
 * first filled in fr, pl, en order). It reads the form's values, so that it holds whichever language was filled.
 */
export const atLeastOneTitle = (_value: unknown, values: AttachmentFormValues | undefined) =>
  hasSomeTitle(values?.titles) ? undefined : 'app.attachments.title_required'

const title = (text: string | null | undefined) => text?.trim() || null

/**
 * What create and update send: the titles (blank ones as null), the countries, the two flags, and the file only
 * when one was chosen (the data provider then sends the record as multipart; without one, as JSON, and the server
 * keeps the current file).
 */
export const toAttachmentPayload = (values: AttachmentFormValues) => ({
  titles: { fr: title(values.titles?.fr), pl: title(values.titles?.pl), en: title(values.titles?.en) },
  countryCodes: values.countryCodes ?? [],
  hasCode: values.hasCode ?? false,
  isActive: values.isActive ?? true,
  ...(isChosenFile(values.file) ? { file: values.file } : {}),
})

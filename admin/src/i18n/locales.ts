export const localeCodes = ['fr', 'pl', 'en'] as const
export type LocaleCode = (typeof localeCodes)[number]

export const locales: { locale: LocaleCode; name: string }[] = [
  { locale: 'fr', name: 'Français' },
  { locale: 'pl', name: 'Polski' },
  { locale: 'en', name: 'English' },
]

const storageKey = 'admin.locale'

export const isLocale = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (localeCodes as readonly string[]).includes(value)

/** The user's last choice, else the first browser language we have, else French (the provider's language). */
export const pickInitialLocale = (
  remembered: string | null,
  browserLanguages: readonly string[]
): LocaleCode => {
  if (isLocale(remembered)) return remembered
  return browserLanguages.map((language) => language.slice(0, 2).toLowerCase()).find(isLocale) ?? 'fr'
}

// Storage may be unavailable (private browsing, disabled cookies): the language then lasts for the visit only.
export const readRememberedLocale = (): string | null => {
  try {
    return window.localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

export const rememberLocale = (locale: string): void => {
  try {
    window.localStorage.setItem(storageKey, locale)
  } catch {
    // see readRememberedLocale
  }
}

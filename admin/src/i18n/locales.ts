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

// The choice of this visit: the app, loaded after the sign-in page, starts in the language chosen there, even where
// storage is unavailable (private browsing, disabled cookies) and the language lasts for the visit only.
let chosenThisVisit: string | null = null

export const readRememberedLocale = (): string | null => {
  if (chosenThisVisit !== null) return chosenThisVisit
  try {
    return window.localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

export const rememberLocale = (locale: string): void => {
  chosenThisVisit = locale
  try {
    window.localStorage.setItem(storageKey, locale)
  } catch {
    // see chosenThisVisit
  }
}

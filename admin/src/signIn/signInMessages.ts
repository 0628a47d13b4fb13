import type { LocaleCode } from '../i18n/locales'
import type { SignInKey, SignInMessages } from './messages/en'

/** Each language's words in a file of their own: the sign-in page fetches the visitor's language alone. */
const loaders: Record<LocaleCode, () => Promise<SignInMessages>> = {
  fr: () => import('./messages/fr').then((module) => module.fr),
  pl: () => import('./messages/pl').then((module) => module.pl),
  en: () => import('./messages/en').then((module) => module.en),
}

export const loadSignInMessages = (locale: LocaleCode): Promise<SignInMessages> => loaders[locale]()

/** A message key, or a text already in the user's language (the server's messages): what the page shows. */
export type Translate = (keyOrText: string) => string

export const translatorOf =
  (messages: SignInMessages): Translate =>
  (keyOrText) =>
    Object.hasOwn(messages, keyOrText) ? messages[keyOrText as SignInKey] : keyOrText

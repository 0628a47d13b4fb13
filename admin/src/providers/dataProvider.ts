import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import { toFormErrors } from './formErrors'
import { httpClient } from './httpClient'
import { i18nProvider } from './i18nProvider'

const rethrowForForms = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    throw toFormErrors(error)
  })

/**
 * The admin resources under the current language's prefix, so that server messages come in the language
 * on screen; the prefix is read on every call because the user may switch language at any time.
 */
export const createDataProvider = (getLocale: () => string): DataProvider => {
  const providers = new Map<string, DataProvider>()
  const current = () => {
    const locale = getLocale()
    let provider = providers.get(locale)
    if (!provider) {
      provider = simpleRestProvider(`/${locale}/api/admin`, httpClient)
      providers.set(locale, provider)
    }
    return provider
  }

  return {
    getList: (resource, params) => rethrowForForms(current().getList(resource, params)),
    getOne: (resource, params) => rethrowForForms(current().getOne(resource, params)),
    getMany: (resource, params) => rethrowForForms(current().getMany(resource, params)),
    getManyReference: (resource, params) => rethrowForForms(current().getManyReference(resource, params)),
    create: (resource, params) => rethrowForForms(current().create(resource, params)),
    update: (resource, params) => rethrowForForms(current().update(resource, params)),
    updateMany: (resource, params) => rethrowForForms(current().updateMany(resource, params)),
    delete: (resource, params) => rethrowForForms(current().delete(resource, params)),
    deleteMany: (resource, params) => rethrowForForms(current().deleteMany(resource, params)),
  }
}

export const dataProvider = createDataProvider(() => i18nProvider.getLocale())

import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { useAuth } from '../../../lib/AuthContext'
import { register } from '../api/register'
import { needsPromoConfirmation, promoCodeToSend } from '../../order'
import { canSubmit, toRegisterInput, validateRegister } from '../utils/registerForm'
import { FIELD_PATH, registerServerFields, serverErrorsToForm } from '../utils/registerPaths'
import { dropRowErrors, PROMO_CODE_PATH } from '../../order'
import {
  initialRegisterValues,
  type RegisterField,
  type RegisterTextField,
  type RegisterValues,
} from '../utils/registerValues'
import { addressFromVat } from '../utils/vat'
import { useCountryRows } from './useCountryRows'
import { useGoToPayment } from '../../order'
import { usePromoCode } from '../../order'
import { usePurchaseReferences } from '../api/usePurchaseReferences'
import { useQuote } from '../../order'
import { useVatCheck } from './useVatCheck'

/** The whole register form: values, country rows, checks made by the server, the quote and the submission. */
export function useRegisterForm(initialCountry: string | null) {
  const { lang, t } = useI18n()
  const api = useApi()
  const auth = useAuth()
  const goToPayment = useGoToPayment()
  const references = usePurchaseReferences()
  const { countries } = references
  const [values, setValues] = useState<RegisterValues>(() => initialRegisterValues(lang))
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [showAll, setShowAll] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const promo = usePromoCode()
  const introducer = promo.state.introducer
  const vat = useVatCheck(values.vatCountry, values.vatNumber)
  const { rows, actions: rowActions } = useCountryRows(countries, introducer, initialCountry, (index) =>
    setServerErrors((current) => dropRowErrors(current, index))
  )
  // Once shown, the company details stay while the VAT number is corrected.
  const [companyShown, setCompanyShown] = useState(false)
  if (!companyShown && (vat.status === 'valid' || vat.status === 'unverified')) setCompanyShown(true)

  const clearServerError = (path: string) =>
    setServerErrors((current) => {
      if (!(path in current)) return current
      const next = { ...current }
      delete next[path]
      return next
    })

  const setField = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    clearServerError(FIELD_PATH[field])
  }
  const touch = (path: string) =>
    setTouched((current) => (current[path] ? current : { ...current, [path]: true }))

  // The register's name and address fill the fields the user has left empty.
  const vatAnswer = vat.answer
  useEffect(() => {
    if (!vatAnswer) return
    const address = addressFromVat(vatAnswer.address)
    setValues((current) => ({
      ...current,
      companyName: current.companyName || vatAnswer.name?.trim() || '',
      addressLine1: current.addressLine1 || address.line1 || '',
      addressLine2: current.addressLine2 || address.line2 || '',
      postalCode: current.postalCode || address.postalCode || '',
      city: current.city || address.city || '',
      addressCountry: current.addressCountry || address.countryCode || current.vatCountry,
    }))
  }, [vatAnswer])

  const quote = useQuote(rows, countries, introducer, promoCodeToSend(promo.state), {
    countryCode: values.addressCountry || values.vatCountry || undefined,
    vatNumber: values.vatNumber || undefined,
  })

  const clientErrors = validateRegister(values, vat.status, rows)
  const submittable = canSubmit(clientErrors, vat.status, promo.state) && !references.loading

  /** A server message wins; a client one shows once the field was left, or when asked for. */
  const errorOf = (path: string): string | undefined => {
    if (serverErrors[path]) return serverErrors[path]
    const key = clientErrors[path]
    return key && (touched[path] || showAll) ? t(key) : undefined
  }

  /** The props of a text input: its client message shows once the input was left. */
  const textProps = (field: RegisterTextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    onBlur: () => touch(FIELD_PATH[field]),
    error: Boolean(errorOf(FIELD_PATH[field])),
    helperText: errorOf(FIELD_PATH[field]),
  })

  /** A choice (select, radio, checkbox) is complete as soon as it is made. */
  const choose = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setField(field, value)
    touch(FIELD_PATH[field])
  }

  /** Resolves to true when the server refused fields, so that the page can bring the first one into view. */
  const submit = async (withoutPromoCode = false): Promise<boolean> => {
    setShowAll(true)
    if (!submittable || busy) return false
    if (!withoutPromoCode && needsPromoConfirmation(promo.state)) {
      setConfirmOpen(true)
      return false
    }
    setConfirmOpen(false)
    setBusy(true)
    const input = toRegisterInput(values, {
      rows,
      countries,
      promo: promo.state,
      allowedMops: references.mops,
      withoutPromoCode,
    })
    const result = await register(api, input, registerServerFields(rows.length))
    if (result.ok) {
      // The server signed the new user in: the transfer page and the home page need that session.
      await auth.refresh()
      goToPayment(result.data)
      return false
    }
    setBusy(false)
    const errors = serverErrorsToForm(result.fieldErrors)
    if (errors[PROMO_CODE_PATH] && !withoutPromoCode) promo.refuse()
    setServerErrors(errors)
    return Object.keys(errors).length > 0
  }

  return {
    references,
    values,
    setField,
    choose,
    touch,
    textProps,
    errorOf,
    rows,
    rowActions,
    introducer,
    promo,
    vatStatus: vat.status,
    companyShown,
    quote,
    submittable,
    busy,
    submit,
    confirmOpen,
    closeConfirm: () => setConfirmOpen(false),
    showMissing: () => setShowAll(true),
  }
}

export type RegisterForm = ReturnType<typeof useRegisterForm>

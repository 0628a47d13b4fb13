import { useState } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useFieldMessages } from '@/lib/form/useFieldMessages'
import { useRegister } from '../api/register'
import { useVatCheck } from '../api/checkVat'
import { usePurchaseReferences } from '../api/usePurchaseReferences'
import { dropRowErrors, PROMO_CODE_PATH, useGoToPayment, usePromoCode, useQuote } from '@/features/order'
import { needsPromoConfirmation, promoCodeToSend } from '@/features/order'
import { canSubmit, toRegisterInput, validateRegister } from '../utils/registerForm'
import { FIELD_PATH, registerServerFields, serverErrorsToForm } from '../utils/registerPaths'
import {
  initialRegisterValues,
  type RegisterField,
  type RegisterTextField,
  type RegisterValues,
} from '../utils/registerValues'
import { useCountryRows } from './useCountryRows'
import { useVatPrefill } from './useVatPrefill'

/** The whole register form: values, country rows, checks made by the server, the quote and the submission. */
export function useRegisterForm(initialCountry: string | null) {
  const { lang, t } = useI18n()
  const auth = useAuth()
  const registration = useRegister()
  const goToPayment = useGoToPayment()
  const references = usePurchaseReferences()
  const { countries } = references
  const [values, setValues] = useState<RegisterValues>(() => initialRegisterValues(lang))
  const [confirmOpen, setConfirmOpen] = useState(false)
  const promo = usePromoCode()
  const introducer = promo.state.introducer
  const vat = useVatCheck(values.vatCountry, values.vatNumber)
  useVatPrefill(vat.answer, setValues)
  // Once shown, the company details stay while the VAT number is corrected.
  const [companyShown, setCompanyShown] = useState(false)
  if (!companyShown && (vat.status === 'valid' || vat.status === 'unverified')) setCompanyShown(true)

  const messages = useFieldMessages()
  const { rows, actions: rowActions } = useCountryRows(countries, introducer, initialCountry, (index) =>
    messages.setServerMessages((current) => dropRowErrors(current, index))
  )
  const clientErrors = validateRegister(values, vat.status, rows)
  /** A server message wins; a client one shows once the field was left, or when asked for. */
  const errorOf = (path: string) => {
    const key = clientErrors[path]
    return messages.messageOf(path, key && t(key))
  }
  const submittable = canSubmit(clientErrors, vat.status, promo.state) && !references.loading

  const quote = useQuote(rows, countries, introducer, promoCodeToSend(promo.state), {
    countryCode: values.addressCountry || values.vatCountry || undefined,
    vatNumber: values.vatNumber || undefined,
  })

  const setField = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    messages.clearServerMessage(FIELD_PATH[field])
  }

  /** The props of a text input: its client message shows once the input was left. */
  const textProps = (field: RegisterTextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    onBlur: () => messages.touch(FIELD_PATH[field]),
    error: Boolean(errorOf(FIELD_PATH[field])),
    helperText: errorOf(FIELD_PATH[field]),
  })

  /** A choice (select, radio, checkbox) is complete as soon as it is made. */
  const choose = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setField(field, value)
    messages.touch(FIELD_PATH[field])
  }

  /** Resolves to true when the server refused fields, so that the page can bring the first one into view. */
  const submit = async (withoutPromoCode = false): Promise<boolean> => {
    messages.showAll()
    if (!submittable || registration.pending) return false
    if (!withoutPromoCode && needsPromoConfirmation(promo.state)) {
      setConfirmOpen(true)
      return false
    }
    setConfirmOpen(false)
    const input = toRegisterInput(values, {
      rows,
      countries,
      promo: promo.state,
      allowedMops: references.mops,
      withoutPromoCode,
    })
    const result = await registration.run({ input, fields: registerServerFields(rows.length) })
    if (result.ok) {
      // The server signed the new user in: the transfer page and the home page need that session.
      await auth.refresh()
      goToPayment(result.data)
      return false
    }
    const errors = serverErrorsToForm(result.fieldErrors)
    if (errors[PROMO_CODE_PATH] && !withoutPromoCode) promo.refuse()
    messages.setServerMessages(errors)
    return Object.keys(errors).length > 0
  }

  return {
    references,
    values,
    setField,
    choose,
    touch: messages.touch,
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
    busy: registration.pending,
    submit,
    confirmOpen,
    closeConfirm: () => setConfirmOpen(false),
    showMissing: messages.showAll,
  }
}

export type RegisterForm = ReturnType<typeof useRegisterForm>

import { Alert } from '@mui/material'
import { required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin'
import { AddressInputs } from '@/components/AddressInputs'
import { FormSection } from '@/components/FormSection'
import { CIVILITIES, PHONE_TYPES, POSITIONS } from '@posted-workers/domain'
import { choicesOf } from '@/enums'
import { validPhoneNumber } from '@/validation/phone'
import { wellFormedVatNumber } from '@/validation/vatNumber'
import type { Profile } from './types'

const civilityChoices = choicesOf('civility', CIVILITIES)
const positionChoices = choicesOf('position', POSITIONS)
const phoneTypeChoices = choicesOf('phone_type', PHONE_TYPES)
const requiredValue = required()
const vatNumberValidators = [requiredValue, wellFormedVatNumber]

const CompanyInputs = () => (
  <FormSection title="app.profiles.company">
    <AddressInputs source="company.address" />
    <TextInput source="company.vatNumber" validate={vatNumberValidators} />
  </FormSection>
)

/** The profile form, shared by every screen that edits a profile. Staff profiles have no company and need no position. */
export const ProfileInputs = () => {
  const profile = useRecordContext<Profile>()
  const translate = useTranslate()
  return (
    <>
      <FormSection title="app.profiles.identity">
        <SelectInput source="civility" choices={civilityChoices} validate={requiredValue} />
        <SelectInput
          source="position"
          choices={positionChoices}
          validate={profile?.company ? requiredValue : undefined}
        />
        <TextInput source="lastName" validate={requiredValue} />
        <TextInput source="firstName" validate={requiredValue} />
        <TextInput source="middleName" />
      </FormSection>
      <FormSection title="app.profiles.phone">
        <SelectInput
          source="phone.type"
          choices={phoneTypeChoices}
          defaultValue="BUSINESS"
          validate={requiredValue}
        />
        <TextInput source="phone.number" type="tel" validate={validPhoneNumber} />
      </FormSection>
      {profile?.company ? (
        <CompanyInputs />
      ) : (
        <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
          {translate('app.profiles.staff_account')}
        </Alert>
      )}
    </>
  )
}

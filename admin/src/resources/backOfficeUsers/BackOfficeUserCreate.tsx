import { Typography } from '@mui/material'
import {
  Create,
  email,
  ListButton,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { locales } from '@/i18n/locales'
import { roleChoices } from './roleChoices'
import type { BackOfficeUser } from './types'

const languageChoices = locales.map(({ locale, name }) => ({ id: locale, name }))

const Actions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
)

/** A new back-office user: names, login, e-mail, role and language; the e-mailed link sets their password. */
export const BackOfficeUserCreate = () => {
  const translate = useTranslate()
  return (
    <Create<BackOfficeUser> actions={<Actions />} redirect="list">
      <SimpleForm defaultValues={{ role: 'accountant', language: 'fr' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
          {translate('app.back_office_users.create_help')}
        </Typography>
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <TextInput source="login" validate={required()} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput
          source="role"
          choices={roleChoices}
          validate={required()}
          helperText="app.back_office_users.role_help"
        />
        <SelectInput
          source="language"
          choices={languageChoices}
          translateChoice={false}
          validate={required()}
        />
      </SimpleForm>
    </Create>
  )
}

import { Alert } from '@mui/material'
import { AUTHORITY_REQUEST_KINDS, EU_COUNTRY_CODES } from '@posted-workers/domain'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import {
  AutocompleteInput,
  CheckboxGroupInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useTranslate,
} from 'react-admin'
import { FormSection } from '@/components/FormSection'
import { useCountryName } from '@/components/useCountryName'
import type { AppDataProvider } from '@/providers/dataProvider'
import { statusChoices } from './authorityRequestItems'

const kindChoices = AUTHORITY_REQUEST_KINDS.map((kind) => ({
  id: kind,
  name: `app.authority_requests.kind.${kind}`,
}))

/** The drivers of the chosen company's roster, ticked one by one. */
const DriversInput = () => {
  const companyId = useWatch({ name: 'companyId' }) as number | undefined
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  const { data } = useQuery({
    queryKey: ['authorityRequestDrivers', companyId],
    queryFn: () => dataProvider.authorityRequestDrivers(companyId!),
    enabled: Boolean(companyId),
  })
  if (!companyId) return <Alert severity="info">{translate('app.authority_requests.choose_company')}</Alert>
  return (
    <CheckboxGroupInput
      source="driverIds"
      choices={(data?.drivers ?? []).map((driver) => ({
        id: driver.id,
        name: `${driver.name} (${driver.dateOfBirth})`,
      }))}
      translateChoice={false}
      row={false}
      validate={required()}
    />
  )
}

/** The request's fields, shared by create and edit (the company is fixed once the request is logged). */
export const AuthorityRequestInputs = ({ edit = false }: { edit?: boolean }) => {
  const countryName = useCountryName()
  const countries = EU_COUNTRY_CODES.map((code) => ({ id: code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name)
  )
  return (
    <>
      <FormSection title="app.authority_requests.sections.request">
        <ReferenceInput source="companyId" reference="companies">
          <AutocompleteInput
            filterToQuery={(q: string) => ({ q })}
            // Read only, not disabled: a disabled field leaves the form's values (react-hook-form), the api needs it.
            readOnly={edit}
            validate={required()}
            sx={{ minWidth: 320 }}
          />
        </ReferenceInput>
        <SelectInput source="countryCode" choices={countries} translateChoice={false} validate={required()} />
        <TextInput source="authority" validate={required()} sx={{ minWidth: 320 }} />
        <TextInput source="reference" validate={required()} />
        <DateInput source="receivedOn" validate={required()} />
        <DateInput source="dueOn" helperText="app.authority_requests.due_hint" />
        <DateInput source="periodStart" />
        <DateInput source="periodEnd" />
        <SelectInput source="status" choices={statusChoices} validate={required()} />
      </FormSection>
      <FormSection title="app.authority_requests.sections.drivers">
        <DriversInput />
      </FormSection>
      <FormSection title="app.authority_requests.sections.kinds">
        <CheckboxGroupInput source="kinds" choices={kindChoices} row={false} validate={required()} />
      </FormSection>
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </>
  )
}

/** What the api reads of the form: the request's own fields, never its computed ones. */
export const toAuthorityRequestPayload = (record: Record<string, unknown>) => ({
  companyId: record.companyId,
  countryCode: record.countryCode,
  authority: record.authority,
  reference: record.reference,
  receivedOn: record.receivedOn,
  dueOn: record.dueOn || null,
  periodStart: record.periodStart || null,
  periodEnd: record.periodEnd || null,
  status: record.status,
  notes: record.notes || null,
  driverIds: record.driverIds,
  kinds: record.kinds,
})

import { Box, Chip, Link, Stack, Tooltip, type ChipProps } from '@mui/material'
import type { VatStatus } from '@posted-workers/domain'
import { useRecordContext, useTranslate } from 'react-admin'
import { formatDate } from '@posted-workers/domain'
import { useCountryName } from '@/components/useCountryName'
import { formatPhoneNumber } from '@/validation/phone'
import type { Company, CompanyColumn } from './types'

const vatColors: Record<VatStatus, ChipProps['color']> = {
  valid: 'success',
  unverified: 'warning',
  invalid: 'error',
  unchecked: 'default',
}

/** "Tak / Nie" in Polish, "Oui / Non", "Yes / No". */
export const YesNo = ({ value }: { value: boolean }) => {
  const translate = useTranslate()
  return <>{translate(value ? 'app.yes' : 'app.no')}</>
}

export const VatStatusChip = ({ status }: { status: VatStatus }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={vatColors[status]}
      label={translate(`app.vat_status.${status}`)}
    />
  )
}

/** The web address as a link that opens outside the back-office (with a protocol when the customer left it out). */
export const WebLink = ({ web }: { web: string | null }) => {
  if (!web) return null
  const href = /^https?:\/\//i.test(web) ? web : `https://${web}`
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {web.replace(/^https?:\/\//i, '')}
    </Link>
  )
}

/** A cell of a column the server describes: rendered by its type, so a new column needs no client change. */
export const ExtraColumnCell = ({ column }: { column: CompanyColumn }) => {
  const company = useRecordContext<Company>()
  const countryName = useCountryName()
  if (!company) return null
  const value = (company as unknown as Record<string, unknown>)[column.source]
  switch (column.type) {
    case 'vatNumber':
      return (
        <Stack spacing={0.5} alignItems="flex-start">
          <span>{company.vatNumber}</span>
          <VatStatusChip status={company.vatStatus} />
        </Stack>
      )
    case 'countries':
      return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {(value as string[]).map((code) => (
            <Tooltip key={code} title={countryName(code)}>
              <Chip size="small" variant="outlined" label={code} />
            </Tooltip>
          ))}
        </Stack>
      )
    case 'workers':
      return (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {company.activeContracts.map((contract) => (
            <div key={contract.countryCode}>
              {contract.countryCode} · {contract.allowedNumberOfWorkers ?? '∞'}
            </div>
          ))}
        </Box>
      )
    case 'date':
      return <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(value as string | null)}</Box>
    case 'email':
      return value ? (
        <Link href={`mailto:${value as string}`} onClick={(event) => event.stopPropagation()}>
          {value as string}
        </Link>
      ) : null
    case 'phone':
      return value ? <Box sx={{ whiteSpace: 'nowrap' }}>{formatPhoneNumber(value as string)}</Box> : null
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>
  }
}

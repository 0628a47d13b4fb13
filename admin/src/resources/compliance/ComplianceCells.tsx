import { Box, Chip, Link, Stack, type ChipProps } from '@mui/material'
import { formatDate, type ReadinessState } from '@posted-workers/domain'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { useCountryName } from '@/components/useCountryName'
import { complianceItemLabel, complianceItems } from './complianceItems'
import type { CompliancePosting } from './types'

const stateColors: Record<ReadinessState, ChipProps['color']> = {
  ready: 'success',
  not_ready: 'error',
  expiring: 'warning',
}

/** The company's page of the portal, where its drivers and their documents are managed (as its users see it). */
export const useCompanyPageUrl = () => {
  const [locale = 'fr'] = useLocaleState()
  return (companyId: number) => `/${locale}/company/${companyId}`
}

export const CompanyCell = () => {
  const posting = useRecordContext<CompliancePosting>()
  const companyPage = useCompanyPageUrl()
  const translate = useTranslate()
  if (!posting) return null
  return (
    <Link
      href={companyPage(posting.companyId)}
      title={translate('app.compliance.open_company')}
      onClick={(event) => event.stopPropagation()}
    >
      {posting.companyName}
    </Link>
  )
}

export const CountryCell = () => {
  const posting = useRecordContext<CompliancePosting>()
  const countryName = useCountryName()
  if (!posting) return null
  return (
    <Box component="span" title={countryName(posting.countryCode)}>
      <Chip size="small" variant="outlined" label={posting.countryCode} />
    </Box>
  )
}

/** What is missing (red) or ends soon (amber, with its last day), one chip each. */
export const MissingCell = () => {
  const posting = useRecordContext<CompliancePosting>()
  const translate = useTranslate()
  if (!posting) return null
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 200 }}>
      {complianceItems(posting).map((item) => (
        <Chip
          key={item.category}
          size="small"
          variant="outlined"
          color={item.validUntil === null ? 'error' : 'warning'}
          label={complianceItemLabel(item, translate)}
          sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ))}
    </Stack>
  )
}

export const SinceCell = () => {
  const posting = useRecordContext<CompliancePosting>()
  if (!posting?.notReadySince) return null
  return <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(posting.notReadySince)}</Box>
}

export const StateChip = () => {
  const posting = useRecordContext<CompliancePosting>()
  const translate = useTranslate()
  if (!posting) return null
  return (
    <Chip
      size="small"
      color={stateColors[posting.readiness]}
      label={translate(`app.readiness.${posting.readiness}`)}
      sx={{ '& .MuiChip-label': { whiteSpace: 'nowrap' } }}
    />
  )
}

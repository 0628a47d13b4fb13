import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { AddressBlock } from '@/components/AddressBlock'
import { InfoRow } from '@/components/InfoRow'
import { useI18n } from '@/i18n/I18nProvider'
import type { Company } from '@/types/api'

/** Shown, not edited: the company's identity is on contracts and invoices, so only an administrator changes it. */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useI18n()
  return (
    <>
      <Typography variant="h3" sx={{ mb: 2 }}>
        {t('profile.companySection')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2.5 }}>
        <InfoRow label={t('profile.companyName')}>{company.name}</InfoRow>
        <InfoRow label={t('profile.vatNumber')}>{company.vatNumber}</InfoRow>
        <InfoRow label={t('profile.address')}>
          <AddressBlock address={company.address} />
        </InfoRow>
      </Box>
      <Alert severity="info" variant="outlined">
        {t('profile.companyReadOnly')}
      </Alert>
    </>
  )
}

import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined'
import { AddressBlock } from '@/components/AddressBlock'
import { InfoRow } from '@/components/InfoRow'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import type { RepresentativeCompany } from '../types'
import { NARROW_QUERY } from './layout'

const IDENTIFIERS = [
  ['siret', 'contracts.siret'],
  ['siren', 'contracts.siren'],
  ['vatNumber', 'contracts.vatNumber'],
  ['fiscalCode', 'contracts.fiscalCode'],
] as const satisfies readonly (readonly [keyof RepresentativeCompany, MessageKey])[]

/** The company representing the customer in the country; identifiers only when the country uses them. */
export function RepresentativeCard({ company }: { company: RepresentativeCompany | null }) {
  const { t } = useI18n()
  return (
    <Box
      component="section"
      aria-label={t('contracts.representative')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default', p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <SupportAgentOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="h3" component="h3">
          {t('contracts.representative')}
        </Typography>
      </Box>
      {company ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            [`@media ${NARROW_QUERY}`]: { gridTemplateColumns: '1fr' },
          }}
        >
          <InfoRow label={t('contracts.representativeName')}>{company.name}</InfoRow>
          <InfoRow label={t('contracts.address')}>
            <AddressBlock address={company.address} />
          </InfoRow>
          {company.phone?.number && (
            <InfoRow label={t('contracts.phone')}>
              <Link href={`tel:${company.phone.number}`}>{company.phone.number}</Link>
            </InfoRow>
          )}
          {company.email && (
            <InfoRow label={t('contracts.email')}>
              <Link href={`mailto:${company.email}`}>
                <EmailAddress email={company.email} />
              </Link>
            </InfoRow>
          )}
          {IDENTIFIERS.map(([field, label]) =>
            company[field] ? (
              <InfoRow key={field} label={t(label)}>
                {company[field]}
              </InfoRow>
            ) : null
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('contracts.representativeUnavailable')}</Typography>
      )}
    </Box>
  )
}

/** Long addresses break after the @ rather than anywhere. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined'
import { formatDate, type DriverDetailsAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/fr'
import { countryName } from '@/lib/countryName'
import { DriverDetailsDialog } from './DriverDetailsDialog'

type Props = { companyId: number; driverId: number; name: string; details: DriverDetailsAnswer }

const REQUIRED = [
  'addressLine1',
  'postalCode',
  'city',
  'addressCountryCode',
  'licenceNumber',
  'licenceCountryCode',
  'employmentStartDate',
  'employmentLawCountryCode',
] as const

/** A driver's IMI details on the roster, read and edited. */
export function DriverDetailsSection({ companyId, driverId, name, details }: Props) {
  const { lang, t } = useI18n()
  const [editing, setEditing] = useState(false)
  const country = (code: string | null) => (code ? countryName(code, lang) : null)
  const address = [
    details.addressLine1,
    details.addressLine2,
    [details.postalCode, details.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const rows: [MessageKey, string | null][] = [
    ['imi.address', [address, country(details.addressCountryCode)].filter(Boolean).join(' · ') || null],
    [
      'imi.licenceNumber',
      details.licenceNumber &&
        [details.licenceNumber, country(details.licenceCountryCode)].filter(Boolean).join(' · '),
    ],
    ['imi.driverCardNumber', details.driverCardNumber],
    ['imi.employmentStartDate', details.employmentStartDate && formatDate(details.employmentStartDate)],
    ['imi.employmentLawCountryCode', country(details.employmentLawCountryCode)],
  ]
  const incomplete = REQUIRED.some((field) => !details[field])
  const titleId = `driver-${driverId}-imi`
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
        <BadgeOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="h3" component="h3" id={titleId}>
          {t('driverDetails.title')}
        </Typography>
        <Button size="small" onClick={() => setEditing(true)} sx={{ ml: 'auto' }}>
          {t('driverDetails.edit')}
        </Button>
      </Box>
      {incomplete && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 1 }}>
          {t('driverDetails.incomplete')}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          m: 0,
        }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {editing && (
        <DriverDetailsDialog
          companyId={companyId}
          driverId={driverId}
          name={name}
          details={details}
          onClose={() => setEditing(false)}
        />
      )}
    </Box>
  )
}

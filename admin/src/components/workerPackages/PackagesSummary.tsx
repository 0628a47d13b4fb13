import { Box, Typography } from '@mui/material'
import type { AdminWorkerPackage } from '@posted-workers/domain'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatAmount } from '../format'
import { packageSummary } from './packageRules'

/** A list cell: one line per package ("1–12 drivers: EUR 4.00 per driver"), or "No package". */
export const PackagesSummary = ({ packages }: { packages: AdminWorkerPackage[] | undefined }) => {
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  if (!packages?.length) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.packages.none')}
      </Typography>
    )
  }
  const money = (cents: number) => formatAmount(cents, 'EUR', locale)
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {packages.map((pack, index) => (
        <Box component="li" key={index} sx={{ whiteSpace: 'nowrap' }}>
          {packageSummary(pack, money, translate)}
        </Box>
      ))}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined'
import { AddressBlock } from './AddressBlock'
import { InfoRow } from './InfoRow'
import { useI18n } from '../i18n/I18nProvider'
import type { Company } from '../types/api'

/** A company's name, VAT number and address; `ofAnotherUser` titles it for an admin looking at a customer's. */
export function CompanyCard({
  company,
  ofAnotherUser = false,
}: {
  company: Company
  ofAnotherUser?: boolean
}) {
  const { t } = useI18n()
  return (
    <Card>
      <CardHeader
        avatar={<BusinessOutlinedIcon color="primary" />}
        title={t(ofAnotherUser ? 'home.companyOther' : 'home.company')}
        slotProps={{ title: { variant: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1.4fr' },
          }}
        >
          <InfoRow label={t('home.companyName')}>{company.name}</InfoRow>
          <InfoRow label={t('home.vatNumber')}>{company.vatNumber}</InfoRow>
          <InfoRow label={t('home.address')}>
            <AddressBlock address={company.address} />
          </InfoRow>
        </Box>
      </CardContent>
    </Card>
  )
}

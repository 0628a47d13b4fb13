import FactCheckIcon from '@mui/icons-material/FactCheck'
import { useDataProvider, useTranslate } from 'react-admin'
import { BulkActionButton } from '@/components/list/BulkActionButton'
import type { AppDataProvider } from '@/providers/dataProvider'
import type { Company } from './types'

/** Checks the VAT numbers of the selected companies again, one after the other (VIES when configured). */
export const BulkCheckVatButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  return (
    <BulkActionButton<Company>
      label="app.list.bulk.check_vat.action"
      title="app.list.bulk.check_vat.title"
      intro="app.list.bulk.check_vat.intro"
      icon={<FactCheckIcon />}
      nameOf={(company) => `${company.name} – ${company.vatNumber}`}
      run={async (company) => {
        const answer = await dataProvider.checkCompanyVat(company.id)
        return translate(`app.companies.check_vat.${answer.status}`)
      }}
    />
  )
}

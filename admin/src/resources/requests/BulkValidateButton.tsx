import ValidateIcon from '@mui/icons-material/CheckCircleOutline'
import { useDataProvider, useTranslate } from 'react-admin'
import { BulkActionButton } from '@/components/list/BulkActionButton'
import type { AppDataProvider } from '@/providers/dataProvider'
import type { WorkerRequest } from './types'

/**
 * Validates the selected transfers at once, each with its proposed start dates (those the validate dialog starts
 * from), one call each. A request paid by card, or one the server no longer lets go, is refused with its reason.
 */
export const BulkValidateButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  return (
    <BulkActionButton<WorkerRequest>
      label="app.list.bulk.validate.action"
      title="app.list.bulk.validate.title"
      intro="app.list.bulk.validate.intro"
      icon={<ValidateIcon />}
      nameOf={(request) => `${request.company.name} – ${request.paymentReference}`}
      refusalOf={(request) => {
        if (!request.isValidationAllowed) return translate('app.list.bulk.validate.not_pending')
        if (request.mop !== 'TRANSFER') return translate('app.list.bulk.validate.not_transfer')
        return null
      }}
      run={async (request) => {
        const answer = await dataProvider.validateRequest(
          request.id,
          request.contracts.map(({ countryCode, startDate }) => ({ countryCode, startDate: startDate ?? '' }))
        )
        return answer.successes?.[0]?.message ?? translate('app.requests.validate.done')
      }}
    />
  )
}

import { Typography } from '@mui/material'
import { ArrayInput, NumberInput, SimpleFormIterator, useTranslate } from 'react-admin'
import { UNLIMITED_WORKERS } from '@posted-workers/domain'
import { MoneyInput } from '../MoneyInput'
import { packageFieldValidator } from './packageRules'

const rowInput = { width: { xs: '100%', sm: 170 } }

/**
 * The worker packages of a representative country or a business introducer: rows of a worker range (no maximum:
 * unlimited) and a price per driver or a fixed price, in euros. Each input shows the shared rule's refusal
 * (packages/domain), the one the api answers on `workerPackages.<index>.<field>`.
 */
export const WorkerPackagesInput = () => {
  const translate = useTranslate()
  return (
    <ArrayInput source="workerPackages" label="app.packages.title" helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        fullWidth
        getItemLabel={(index) => (
          <Typography variant="body2" sx={{ minWidth: 80, alignSelf: 'center' }}>
            {translate('app.packages.row', { row: index + 1 })}
          </Typography>
        )}
        sx={{
          '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2 },
          // react-admin hides the row label on small screens; the refusals name rows, so it stays, above the row.
          '& .RaSimpleFormIterator-line': { flexWrap: { xs: 'wrap', md: 'nowrap' } },
          '& .RaSimpleFormIterator-index': { display: 'block', width: { xs: '100%', md: 'auto' }, pt: 1 },
        }}
      >
        <NumberInput
          source="minWorkers"
          label="app.packages.min_workers"
          step={1}
          min={1}
          max={UNLIMITED_WORKERS}
          validate={packageFieldValidator}
          sx={rowInput}
        />
        <NumberInput
          source="maxWorkers"
          label="app.packages.max_workers"
          helperText="app.packages.max_workers_hint"
          step={1}
          min={1}
          max={UNLIMITED_WORKERS}
          validate={packageFieldValidator}
          sx={rowInput}
        />
        <MoneyInput
          source="perWorkerAmountCents"
          label="app.packages.per_worker_amount"
          helperText="app.packages.one_price_hint"
          validate={packageFieldValidator}
          sx={rowInput}
        />
        <MoneyInput
          source="fixedAmountCents"
          label="app.packages.fixed_amount"
          validate={packageFieldValidator}
          sx={rowInput}
        />
      </SimpleFormIterator>
    </ArrayInput>
  )
}

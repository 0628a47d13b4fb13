import { Box, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useTranslate } from 'react-admin'
import type { AppDataProvider } from '../providers/dataProvider'
import { CHART_HEIGHT } from './ChartCard'
import { ContractsChart } from './ContractsChart'
import { CountriesChart } from './CountriesChart'
import { EndingChart } from './EndingChart'
import { InvoicedChart } from './InvoicedChart'

const chartGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const

/**
 * The home's charts (one call, GET admin/home/charts): invoiced per month, contracts' changes per month, running
 * contracts by country, contracts ending by week. Loaded apart from the home (with recharts), after its counts.
 */
export const HomeCharts = () => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  const { data, isError } = useQuery({
    queryKey: ['home', 'charts'],
    queryFn: () => dataProvider.homeCharts(),
    staleTime: 0,
  })
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="home-charts-title">
      <Typography id="home-charts-title" variant="h6" component="h2">
        {translate('app.home.charts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(isError ? 'app.home.charts.error' : 'app.home.charts.hint')}
      </Typography>
      {data ? (
        <Box component="ul" sx={chartGrid}>
          <InvoicedChart charts={data} />
          <ContractsChart charts={data} />
          <CountriesChart charts={data} />
          <EndingChart charts={data} />
        </Box>
      ) : (
        !isError && (
          <Box component="ul" sx={chartGrid}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} component="li" variant="rounded" height={CHART_HEIGHT + 56} />
            ))}
          </Box>
        )
      )}
    </Box>
  )
}

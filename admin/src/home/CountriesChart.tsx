import { Typography, useTheme } from '@mui/material'
import type { AdminHomeChartsAnswer } from '@posted-workers/domain'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTranslate } from 'react-admin'
import { useCountryName } from '../components/useCountryName'
import { CHART_HEIGHT, ChartCard, chartText, useOpenList } from './ChartCard'
import { countryPoints } from './chartData'

const ROW_HEIGHT = 28

/** Contracts running today by country, by name in the reader's language, a bar opening the country's contracts. */
export const CountriesChart = ({ charts }: { charts: AdminHomeChartsAnswer }) => {
  const translate = useTranslate()
  const countryName = useCountryName()
  const { palette } = useTheme()
  const points = countryPoints(charts, countryName)
  const open = useOpenList(points)
  return (
    <ChartCard title={translate('app.home.charts.running')}>
      {points.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.home.charts.none')}
        </Typography>
      ) : (
        <ResponsiveContainer width="100%" height={Math.max(CHART_HEIGHT, points.length * ROW_HEIGHT + 40)}>
          <BarChart data={points} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} tick={chartText.tick} />
            <YAxis type="category" dataKey="label" tick={chartText.tick} width={130} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={translate('app.home.charts.count')}
              fill={palette.primary.main}
              maxBarSize={ROW_HEIGHT}
              cursor="pointer"
              onClick={open}
            />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  )
}

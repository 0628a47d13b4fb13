import { useTheme } from '@mui/material'
import type { AdminHomeChartsAnswer } from '@posted-workers/domain'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTranslate } from 'react-admin'
import { CHART_HEIGHT, ChartCard, chartText, useOpenList } from './ChartCard'
import { weekPoints } from './chartData'

/** Contracts ending in the next 60 days, by calendar week, a bar opening the week's contracts. */
export const EndingChart = ({ charts }: { charts: AdminHomeChartsAnswer }) => {
  const translate = useTranslate()
  const { palette } = useTheme()
  const points = weekPoints(charts, translate)
  const open = useOpenList(points)
  return (
    <ChartCard title={translate('app.home.charts.ending')}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={chartText.tick} />
          <YAxis allowDecimals={false} tick={chartText.tick} width={36} />
          <Tooltip labelFormatter={(_label, payload) => payload?.[0]?.payload?.range ?? _label} />
          <Bar
            dataKey="count"
            name={translate('app.home.charts.count')}
            fill={palette.warning.main}
            cursor="pointer"
            onClick={open}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

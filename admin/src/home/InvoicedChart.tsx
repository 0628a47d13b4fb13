import { useTheme } from '@mui/material'
import type { AdminHomeChartsAnswer } from '@posted-workers/domain'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatAmount } from '../components/format'
import { CHART_HEIGHT, ChartCard, chartText, useLegendText, useOpenList } from './ChartCard'
import { axisEuros, invoicedPoints } from './chartData'

/** Invoiced per month over twelve months: excluding tax and VAT stacked, a bar opening the month's invoices. */
export const InvoicedChart = ({ charts }: { charts: AdminHomeChartsAnswer }) => {
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  const { palette } = useTheme()
  const points = invoicedPoints(charts, locale)
  const open = useOpenList(points)
  const legendText = useLegendText()
  return (
    <ChartCard title={translate('app.home.charts.invoiced')}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={chartText.tick} />
          <YAxis
            tickFormatter={(euros: number) => axisEuros(euros, locale)}
            tick={chartText.tick}
            width={64}
            niceTicks="snap125"
          />
          <Tooltip
            formatter={(euros) => formatAmount(Math.round(Number(euros) * 100), charts.currency, locale)}
          />
          <Legend wrapperStyle={chartText.legend} formatter={legendText} />
          <Bar
            dataKey="withoutTax"
            name={translate('app.home.charts.without_tax')}
            stackId="amount"
            fill={palette.primary.main}
            cursor="pointer"
            onClick={open}
          />
          <Bar
            dataKey="taxes"
            name={translate('app.home.charts.taxes')}
            stackId="amount"
            fill={palette.secondary.light}
            cursor="pointer"
            onClick={open}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

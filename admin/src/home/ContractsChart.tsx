import { useTheme } from '@mui/material'
import { CONTRACT_CHANGES, type AdminHomeChartsAnswer, type ContractChange } from '@posted-workers/domain'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useLocaleState, useNavigate, useTranslate } from 'react-admin'
import { CHART_HEIGHT, ChartCard, chartText, useLegendText } from './ChartCard'
import { contractPoints } from './chartData'
import { listLink } from './homeLinks'

/** New, renewed and upgraded contracts per month, side by side, each bar opening the contracts it counts. */
export const ContractsChart = ({ charts }: { charts: AdminHomeChartsAnswer }) => {
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  const navigate = useNavigate()
  const { palette } = useTheme()
  const legendText = useLegendText()
  const points = contractPoints(charts, locale)
  const colors: Record<ContractChange, string> = {
    new: palette.primary.main,
    renewal: palette.secondary.light,
    upgrade: palette.warning.main,
  }
  const open = (change: ContractChange) => (_bar: unknown, index: number) => {
    const point = points[index]
    if (point) navigate(listLink({ list: point.lists[change] }))
  }
  return (
    <ChartCard title={translate('app.home.charts.contracts')}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={chartText.tick} />
          <YAxis allowDecimals={false} tick={chartText.tick} width={36} />
          <Tooltip />
          <Legend wrapperStyle={chartText.legend} formatter={legendText} />
          {CONTRACT_CHANGES.map((change) => (
            <Bar
              key={change}
              dataKey={change}
              name={translate(`app.home.charts.${change}`)}
              fill={colors[change]}
              cursor="pointer"
              onClick={open(change)}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  )
}

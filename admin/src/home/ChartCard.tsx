import { Card, CardContent, Typography, useTheme } from '@mui/material'
import type { AdminListLink } from '@posted-workers/domain'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-admin'
import { listLink } from './homeLinks'

export const CHART_HEIGHT = 240

const axisTick = { fontSize: 12 }
/** The axes' and the legend's type, smaller than the page's. */
export const chartText = { tick: axisTick, legend: { fontSize: 12 } }

/** A legend's words in the text's colour (its swatches keep the series' colours, too light for text). */
export const useLegendText = () => {
  const { palette } = useTheme()
  return (value: string) => <span style={{ color: palette.text.primary }}>{value}</span>
}

/** A chart's frame on the home: its title, then the chart (or what stands for it while it loads). */
export const ChartCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="li" variant="outlined" sx={{ minWidth: 0 }}>
    <CardContent>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
)

/** A bar's click: its list, filtered on what the bar counts (the home's tiles open theirs the same way). */
export const useOpenList = <Point extends { list: AdminListLink }>(points: Point[]) => {
  const navigate = useNavigate()
  return (_bar: unknown, index: number) => {
    const point = points[index]
    if (point) navigate(listLink(point))
  }
}

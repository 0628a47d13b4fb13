import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material'
import type { AdminHomeAnswer } from '@posted-workers/domain'
import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin'
import { formatAmount } from '../components/format'
import type { AppDataProvider } from '../providers/dataProvider'
import { HOME_CARDS, HOME_LABELS, listLink } from './homeLinks'
import { AccountantHome } from './AccountantHome'
import { useBackOfficeRole } from '../providers/backOfficeRole'

// recharts is loaded with the charts only, after the home's counts: the sign-in page and the counts stay light.
const HomeCharts = lazy(() => import('./HomeCharts').then(({ HomeCharts }) => ({ default: HomeCharts })))

/** The amounts a card shows below its count. */
const details = (
  key: (typeof HOME_CARDS)[number],
  home: AdminHomeAnswer,
  money: (cents: number, currency: string) => string,
  translate: (key: string, values?: object) => string
) => {
  if (key === 'pendingRequests') {
    const { amountCents, currency } = home.pendingRequests
    return [translate('app.home.incl_tax', { amount: money(amountCents, currency) })]
  }
  if (key === 'invoicesThisMonth') {
    const { amountWithoutTaxCents, amountWithTaxesCents, currency } = home.invoicesThisMonth
    return [
      translate('app.home.excl_tax', { amount: money(amountWithoutTaxCents, currency) }),
      translate('app.home.incl_tax', { amount: money(amountWithTaxesCents, currency) }),
    ]
  }
  return []
}

/** The home of the signed-in role: an admin's counts and charts, an accountant's lists (they read no counts). */
export const HomePage = () => {
  const role = useBackOfficeRole()
  if (role === 'accountant') return <AccountantHome />
  return role === 'admin' ? <AdminHome /> : null
}

/** The back-office home: today's counts, then the charts, each card and bar opening its list filtered as counted. */
const AdminHome = () => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  const { data } = useQuery({ queryKey: ['home'], queryFn: () => dataProvider.home(), staleTime: 0 })
  const money = (cents: number, currency: string) => formatAmount(cents, currency, locale)

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.home.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.home.intro')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            lg: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          },
          gap: 2,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {HOME_CARDS.map((key) => (
          <Card component="li" key={key} variant="outlined">
            {data ? (
              <CardActionArea component={Link} to={listLink(data[key])} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary" component="h2">
                    {translate(HOME_LABELS[key])}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ my: 1 }}>
                    {data[key].count.toLocaleString(locale)}
                  </Typography>
                  {details(key, data, money, translate).map((line) => (
                    <Typography key={line} variant="body2">
                      {line}
                    </Typography>
                  ))}
                  <Typography variant="caption" color="primary">
                    {translate('app.home.open')} →
                  </Typography>
                </CardContent>
              </CardActionArea>
            ) : (
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {translate(HOME_LABELS[key])}
                </Typography>
                <Skeleton variant="text" width={80} sx={{ fontSize: '2.1rem' }} />
              </CardContent>
            )}
          </Card>
        ))}
      </Box>
      <Suspense fallback={null}>
        <HomeCharts />
      </Suspense>
    </Box>
  )
}

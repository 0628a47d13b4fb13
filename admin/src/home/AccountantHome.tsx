import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material'
import { ACCOUNTANT_RESOURCES } from '@posted-workers/domain'
import { Link, Title, useTranslate } from 'react-admin'

/**
 * A back-office accountant's home: what they read, each opening its list (the invoices' one has the period's
 * workbook and PDF archive). The admin's counts and charts are not theirs (the server refuses them).
 */
export const AccountantHome = () => {
  const translate = useTranslate()
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.home.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.back_office_users.accountant_intro')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {ACCOUNTANT_RESOURCES.map((resource) => (
          <Card component="li" key={resource} variant="outlined">
            <CardActionArea component={Link} to={`/${resource}`} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {translate(`resources.${resource}.name`, { smart_count: 2 })}
                </Typography>
                <Typography variant="caption" color="primary">
                  {translate('app.home.open')} →
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  )
}

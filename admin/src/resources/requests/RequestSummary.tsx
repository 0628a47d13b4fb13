import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatAmount } from '@/components/format'
import type { WorkerRequest } from './types'

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate()
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  )
}

/** What the admin checks against the bank statement before validating. */
export const RequestSummary = ({ request }: { request: WorkerRequest }) => {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      <Row label="resources.requests.fields.companyName">
        {request.company.name}
        {request.company.vatNumber && ` · ${request.company.vatNumber}`}
      </Row>
      <Row label="resources.requests.fields.amountCents">
        {formatAmount(request.amountCents, request.currency, locale)}
      </Row>
      <Row label="resources.requests.fields.paymentReference">{request.paymentReference}</Row>
      <Row label="resources.requests.fields.mop">{translate(`app.mop.${request.mop}`)}</Row>
    </Box>
  )
}

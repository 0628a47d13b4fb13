import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined'
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import type { Mop } from '../types'
import { FormSection } from './FormSection'

const icons: Record<Mop, ReactNode> = {
  CARD: <CreditCardOutlinedIcon color="primary" />,
  TRANSFER: <AccountBalanceOutlinedIcon color="primary" />,
}

/** The part of a form the section reads and writes (the register form, a renewal, an upgrade). */
export type MopForm = {
  references: { mops: Mop[] }
  values: { mop: Mop }
  choose: (field: 'mop', value: Mop) => void
}

/** Shown only when the server allows more than one payment method. */
export function PaymentMethodSection({ form }: { form: MopForm }) {
  const { t } = useI18n()
  const { mops } = form.references
  if (mops.length <= 1) return null
  return (
    <FormSection icon={<PaymentsOutlinedIcon />} title={t('register.paymentSection')}>
      <RadioGroup
        aria-label={t('register.paymentSection')}
        value={form.values.mop}
        onChange={(event) => form.choose('mop', event.target.value as Mop)}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {mops.map((mop) => (
          <FormControlLabel
            key={mop}
            value={mop}
            control={<Radio />}
            sx={{
              m: 0,
              p: 1.5,
              pr: 2,
              border: 1,
              borderRadius: 2,
              alignItems: 'flex-start',
              borderColor: form.values.mop === mop ? 'primary.main' : 'divider',
              bgcolor: form.values.mop === mop ? 'rgba(31, 78, 140, 0.04)' : 'transparent',
            }}
            label={
              <Box sx={{ pt: 0.75 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                  {icons[mop]}
                  {t(`mop.${mop}`)}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`mop.${mop}.help`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormSection>
  )
}

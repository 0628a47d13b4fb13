import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useI18n } from '@/i18n/I18nProvider'
import { ROADSIDE_ITEMS } from './roadsideItems'
import { useRoadsideActions, type RoadsidePosting } from './useRoadsideActions'

type Props = {
  companyId: number
  /** A posting whose contract runs or is scheduled (an ended one has none of these). */
  posting: Omit<RoadsidePosting, 'live'>
  /** Where the posting is, said to a screen reader with each button. */
  place: string
}

/** A posting's roadside actions as buttons (the roster lists postings, not rows with a menu). */
export function RoadsideButtons({ companyId, posting, place }: Props) {
  const { t } = useI18n()
  const roadside = useRoadsideActions(companyId)
  const live = { ...posting, live: true }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, ml: -0.75 }}>
      {ROADSIDE_ITEMS.map(({ action, label, icon: Icon }) => (
        <Button
          key={action}
          size="small"
          startIcon={<Icon fontSize="small" />}
          loading={roadside.isPending(action, posting.workerId)}
          aria-label={t('roadside.ofPosting', { action: t(label), name: posting.name, place })}
          onClick={() => roadside.act(action, live)}
        >
          {t(label)}
        </Button>
      ))}
      {roadside.dialog}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatPeriod, type DriverPostingAnswer } from '@posted-workers/domain'
import { ContractStatusChip } from '@/features/contracts'
import { ReadinessIcon, readinessReasons, RoadsideButtons } from '@/features/workers'
import { useI18n } from '@/i18n/I18nProvider'
import { postingPlace } from '../utils/roster'

type Props = {
  companyId: number
  /** The driver, as the roadside link's dialog names him. */
  name: string
  postings: readonly DriverPostingAnswer[]
}

/**
 * A driver's postings, newest first: where, when, the contract's state, and for a contract that has not ended the
 * readiness in words (what is missing, what ends soon, since when) and what the driver shows at a roadside check.
 */
export function DriverPostings({ companyId, name, postings }: Props) {
  const { lang, t } = useI18n()
  if (postings.length === 0) return <Typography color="text.secondary">{t('drivers.noPosting')}</Typography>
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {postings.map((posting) => {
        const live = posting.contractState !== 'expired'
        return (
          <Box
            component="li"
            key={posting.workerId}
            sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ width: 20, pt: 0.25, flexShrink: 0 }}>
              {live && <ReadinessIcon state={posting.readiness} />}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
              >
                <Typography sx={{ fontWeight: 500 }}>{postingPlace(posting, lang, t)}</Typography>
                <ContractStatusChip state={posting.contractState} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatPeriod(posting.startDate, posting.endDate)}
              </Typography>
              {live && (
                <Typography variant="body2">
                  <Box component="strong" sx={{ fontWeight: 500 }}>
                    {t(`readiness.state.${posting.readiness}`)}
                  </Box>
                  {readinessReasons(posting, t).map((line) => ` · ${line}`)}
                </Typography>
              )}
              {live && (
                <RoadsideButtons
                  companyId={companyId}
                  posting={{ workerId: posting.workerId, name }}
                  place={postingPlace(posting, lang, t)}
                />
              )}
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}

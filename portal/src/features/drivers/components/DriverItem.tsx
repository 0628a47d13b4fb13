import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined'
import { formatDate, type DriverAnswer } from '@posted-workers/domain'
import {
  categoriesOf,
  DocumentsSection,
  ReadinessIcon,
  ReadinessLight,
  workerName,
  worstReadiness,
} from '@/features/workers'
import { DriverDetailsSection } from '@/features/declarations'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import { livePostings, postingPlace } from '../utils/roster'
import { DriverPostings } from './DriverPostings'
import { DriverPrivacy } from './DriverPrivacy'

type Props = { companyId: number; driver: DriverAnswer; expanded?: boolean }

/**
 * A driver of the roster, folded: his name, the light of the posting that most needs the manager and where he is
 * posted; unfolded, every posting and the documents of the person (editable while he is posted on a running contract).
 */
export function DriverItem({ companyId, driver, expanded = false }: Props) {
  const { lang, t } = useI18n()
  const name = workerName(driver)
  const live = livePostings(driver.postings)
  const worst = worstReadiness(live)
  const id = `driver-${driver.id}`

  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={expanded}
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={id}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0 }}>
          <Box sx={{ width: 20, display: 'flex', flexShrink: 0 }}>
            {worst && <ReadinessLight readiness={worst} subject={name} still />}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {driver.lastName.toUpperCase()} {driver.firstName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(driver.dateOfBirth)} · {countryName(driver.countryCodeOfNationality, lang)}
            </Typography>
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'wrap', gap: 0.5, ml: 'auto', mr: 1 }}>
            {live.map((posting) => (
              <Chip
                key={posting.workerId}
                size="small"
                variant="outlined"
                // In a span: a chip paints its icon grey, the light keeps its colour.
                icon={
                  <Box component="span" sx={{ display: 'inline-flex' }}>
                    <ReadinessIcon state={posting.readiness} />
                  </Box>
                }
                label={postingPlace(posting, lang, t)}
              />
            ))}
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={id} sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={3}>
          <Box component="section" aria-labelledby={`${id}-postings`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
              <PublicOutlinedIcon color="primary" fontSize="small" />
              <Typography variant="h3" component="h3" id={`${id}-postings`}>
                {t('drivers.postings')}
              </Typography>
            </Box>
            <DriverPostings companyId={companyId} name={name} postings={driver.postings} />
          </Box>
          <DriverDetailsSection
            companyId={companyId}
            driverId={driver.id}
            name={name}
            details={driver.details}
          />
          <DocumentsSection
            companyId={companyId}
            title={t('drivers.personalDocuments')}
            documents={driver.documents}
            target={{ kind: 'driver', id: driver.id }}
            categories={categoriesOf('driver')}
            readOnly={live.length === 0}
            note={
              live.length === 0 ? (
                <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }}>
                  {t('drivers.notPosted')}
                </Alert>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('drivers.personalHint')}
                </Typography>
              )
            }
          />
          <DriverPrivacy companyId={companyId} driverId={driver.id} name={name} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}

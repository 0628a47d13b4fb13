import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import HelpOutlineIcon from '@mui/icons-material/HelpOutline'
import { FaqAccordion } from '@/features/faq'
import { useI18n } from '@/i18n/I18nProvider'

/** The FAQ under the contracts, folded as a whole until asked for. */
export function HomeFaq() {
  const { t } = useI18n()
  return (
    <Accordion
      component="section"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="home-faq-header" aria-controls="home-faq">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <HelpOutlineIcon color="primary" />
          <Typography variant="h2" component="h2">
            {t('faq.title')}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="home-faq" sx={{ pt: 0 }}>
        <FaqAccordion />
      </AccordionDetails>
    </Accordion>
  )
}

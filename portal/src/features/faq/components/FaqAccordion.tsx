import { useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useI18n } from '@/i18n/I18nProvider'
import { faqByLanguage } from '../data'
import { FAQ_IDS, type FaqId } from '../data/types'
import { resolveFaqText } from '../utils/faqText'

/** The questions and answers in the interface language; one open at a time keeps the list short. */
export function FaqAccordion() {
  const { lang, t } = useI18n()
  const [expanded, setExpanded] = useState<FaqId | null>(null)
  const faq = faqByLanguage[lang]

  return (
    <Box>
      {FAQ_IDS.map((id) => (
        <Accordion
          key={id}
          disableGutters
          expanded={expanded === id}
          onChange={(_, isOpen) => setExpanded(isOpen ? id : null)}
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${id}-header`}
            aria-controls={`faq-${id}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{faq[id].question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${id}`} sx={{ pt: 0 }}>
            {resolveFaqText(faq[id].answer, t, faq)
              .split('\n\n')
              .map((paragraph, index) => (
                <Typography key={index} color="text.secondary" sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
                  {paragraph}
                </Typography>
              ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}

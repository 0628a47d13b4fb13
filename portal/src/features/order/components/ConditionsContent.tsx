import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useI18n } from '@/i18n/I18nProvider'
import { conditionsIn } from '../data'

/** The general terms in the page language; the Conditions page and the modal of the register form show it. */
export function ConditionsContent() {
  const { lang } = useI18n()
  const { preamble, articles } = conditionsIn(lang)
  return (
    <Box sx={{ '& p': { lineHeight: 1.65 } }}>
      <Typography sx={{ mb: 3 }}>{preamble}</Typography>
      {articles.map((article, index) => (
        <Box component="section" key={article.title} sx={{ mb: 3, breakInside: 'avoid-page' }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {index + 1}. {article.title}
          </Typography>
          {article.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.25 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  )
}

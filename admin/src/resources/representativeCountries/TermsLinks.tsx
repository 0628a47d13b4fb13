import { Box, Link } from '@mui/material'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import type { MouseEvent } from 'react'
import { useTranslate } from 'react-admin'
import type { RepresentativeCountry } from './types'

/** A list cell: the French and Polish terms served today, each a link to its PDF. */
export const TermsLinks = ({ country }: { country: RepresentativeCountry }) => {
  const translate = useTranslate()
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      {(['fr', 'pl'] as const).map((language) => {
        const terms = country.termsOfSales[language]
        if (!terms) return null
        return (
          <Link
            key={language}
            href={terms.url}
            target="_blank"
            rel="noopener"
            title={terms.fileName}
            aria-label={translate(
              `resources.representativeCountries.fields.termsOfSales${language === 'fr' ? 'Fr' : 'Pl'}`
            )}
            // The row opens the form: a click on the link only opens the PDF.
            onClick={(event: MouseEvent) => event.stopPropagation()}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}
          >
            <PictureAsPdfOutlinedIcon fontSize="small" />
            {language.toUpperCase()}
          </Link>
        )
      })}
    </Box>
  )
}

import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import TranslateIcon from '@mui/icons-material/Translate'
import { useI18n } from '@/i18n/I18nProvider'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { documentInLanguage } from '../utils/documentLanguage'

type Props = {
  href: string
  /** The language the document was issued in: offered first. */
  issuedIn: Language
  /** Names the document in the button's accessible label ("invoice F-2026-000001"). */
  label: string
}

/** The same document (same number and amounts) downloaded in French, Polish or English. */
export function DocumentLanguages({ href, issuedIn, label }: Props) {
  const { t } = useI18n()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const languages = [issuedIn, ...LANGUAGES.filter((language) => language !== issuedIn)]
  return (
    <>
      <Tooltip title={t('contracts.otherLanguages')}>
        <IconButton
          size="small"
          aria-label={t('contracts.otherLanguagesOf', { name: label })}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            component="a"
            href={documentInLanguage(href, language)}
            download
            lang={language}
            onClick={() => setAnchor(null)}
          >
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

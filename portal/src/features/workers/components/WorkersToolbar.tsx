import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined'
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import type { ReadinessState } from '@posted-workers/domain'
import { SearchField } from '@/components/SearchField'
import { useI18n } from '@/i18n/I18nProvider'
import { roadsideFileUrl } from '../api/roadsideFiles'
import { ReadinessFilter } from './ReadinessFilter'

type Props = {
  companyId: number
  contractId: number
  search: string
  onSearch: (value: string) => void
  readiness: ReadinessState | null
  onReadiness: (value: ReadinessState | null) => void
  /** An ended contract: no readiness, no adding; its pack still downloads. */
  readOnly: boolean
  /** null: not known yet (no answer). */
  addAllowed: boolean | null
  /** The contract has no driver at all: no pack to download. */
  noDriver: boolean
  onAdd: () => void
}

/** Above a contract's drivers: the search, the readiness filter, the pack of every driver, the add button. */
export function WorkersToolbar(props: Props) {
  const { lang, t } = useI18n()
  const { readOnly, addAllowed } = props
  const addButton = (
    <Button
      variant="contained"
      size="small"
      startIcon={<PersonAddAlt1OutlinedIcon />}
      disabled={!addAllowed}
      onClick={props.onAdd}
    >
      {t('workers.add')}
    </Button>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
      <SearchField value={props.search} onChange={props.onSearch} label={t('workers.search')} />
      {!readOnly && <ReadinessFilter value={props.readiness} onChange={props.onReadiness} />}
      <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FolderZipOutlinedIcon />}
          href={roadsideFileUrl(lang, props.companyId, {
            kind: 'contractPack',
            contractId: props.contractId,
          })}
          download
          disabled={props.noDriver}
        >
          {t('roadside.contractPack')}
        </Button>
        {!readOnly &&
          (addAllowed === false ? (
            <Tooltip title={t('workers.addNotAllowed')}>
              <span>{addButton}</span>
            </Tooltip>
          ) : (
            addButton
          ))}
      </Box>
    </Box>
  )
}

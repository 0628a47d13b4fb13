import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import {
  RECORD_OF_PROCESSING_TEXTS,
  recordOfProcessingRows,
  type RecordOfProcessingRow,
  type RecordOfProcessingTexts,
} from '@posted-workers/domain'
import { Title, useLocaleState } from 'react-admin'
import { isLocale } from '@/i18n/locales'

const Names = ({ label, names }: { label: string; names: readonly string[] }) =>
  names.length ? (
    <Box>
      {label}:{' '}
      {names.map((name, index) => (
        <Box component="span" key={name}>
          {index > 0 && ', '}
          <Box component="code" sx={{ overflowWrap: 'anywhere', fontSize: '0.85em' }}>
            {name}
          </Box>
        </Box>
      ))}
    </Box>
  ) : null

/** Cells of one activity, each a fragment both layouts place. */
function cells(row: RecordOfProcessingRow, texts: RecordOfProcessingTexts) {
  return {
    data: row.data,
    purpose: (
      <>
        {row.purpose}
        <Box sx={{ color: 'text.secondary' }}>{row.legalBasis}</Box>
      </>
    ),
    retention: row.retention,
    where: (
      <>
        <Names label={texts.tables} names={row.tables} />
        <Names label={texts.folders} names={row.folders} />
        {row.elsewhere && <Box>{row.elsewhere}</Box>}
      </>
    ),
    viewers: row.viewers.length ? (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {row.viewers.map((viewer) => (
          <li key={viewer}>{viewer}</li>
        ))}
      </Box>
    ) : (
      texts.nobody
    ),
  }
}

const COLUMNS = ['data', 'purpose', 'retention', 'where', 'viewers'] as const

/** Wide screens: one table, a row per activity. */
const WideTable = ({ rows, texts }: { rows: RecordOfProcessingRow[]; texts: RecordOfProcessingTexts }) => (
  <Card sx={{ overflowX: 'auto' }}>
    <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top', px: 1 } }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={{ fontWeight: 600, minWidth: column === 'where' ? 200 : 160 }}>
              {texts.columns[column]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const content = cells(row, texts)
          return (
            <TableRow key={row.key} data-activity={row.key}>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{content[column]}</TableCell>
              ))}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  </Card>
)

/** Narrow screens: a card per activity, its facts as a table of two columns. */
const NarrowCards = ({ rows, texts }: { rows: RecordOfProcessingRow[]; texts: RecordOfProcessingTexts }) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    {rows.map((row) => {
      const content = cells(row, texts)
      return (
        <Card key={row.key} data-activity={row.key}>
          <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top', px: 1 } }}>
            <TableBody>
              {COLUMNS.map((column) => (
                <TableRow key={column}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '34%' }}>
                    {texts.columns[column]}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{content[column]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )
    })}
  </Box>
)

/**
 * The record of processing activities (GDPR Art. 30) in the reader's language: the same data as
 * docs/record-of-processing.md (packages/domain, record_of_processing.ts), nothing asked of the server.
 */
export const RecordOfProcessingPage = () => {
  const [locale = 'fr'] = useLocaleState()
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true })
  const language = isLocale(locale) ? locale : 'fr'
  const texts = RECORD_OF_PROCESSING_TEXTS[language]
  const rows = recordOfProcessingRows(language)
  return (
    <Box sx={{ py: 2 }}>
      <Title title={texts.title} />
      <CardContent sx={{ px: 0 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {texts.title}
        </Typography>
        <Typography variant="body2" sx={{ maxWidth: 900 }}>
          {texts.introduction}
        </Typography>
      </CardContent>
      {narrow ? <NarrowCards rows={rows} texts={texts} /> : <WideTable rows={rows} texts={texts} />}
    </Box>
  )
}

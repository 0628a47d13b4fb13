import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import {
  formatDate,
  todayIso,
  type DeclarablePostingAnswer,
  type DeclarationAnswer,
} from '@posted-workers/domain'
import { Navigate, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/PageHeader'
import { QueryView } from '@/components/QueryView'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { countryName } from '@/lib/countryName'
import { startDownload } from '@/lib/download'
import { companyPath } from '../api/base'
import { useDeclarations } from '../api/listDeclarations'
import { useOperator } from '../api/getOperator'
import { DeclarationCard, type DeclarationAction } from './DeclarationCard'
import { DeclarationDialog } from './DeclarationDialog'
import { SubmitDialog } from './SubmitDialog'
import { usePlace } from './usePlace'
import { WithdrawDialog } from './WithdrawDialog'

/** /{lang}/declarations(?country=FR): the company's posting declarations per host country. */
export function DeclarationsPage() {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  const companyId = user?.company?.id ?? null
  if (!user) return null
  if (companyId === null) return <Navigate to={paths.home(lang)} replace />
  return (
    <>
      <PageHeader title={t('declarations.title')} subtitle={t('declarations.subtitle')} />
      <Register companyId={companyId} companyCountryCode={user.company?.address.countryCode ?? null} />
    </>
  )
}

type Dialog =
  | { kind: 'edit'; declaration: DeclarationAnswer | null; posting: DeclarablePostingAnswer | null }
  | { kind: 'submit' | 'withdraw'; declaration: DeclarationAnswer }

function Register({
  companyId,
  companyCountryCode,
}: {
  companyId: number
  companyCountryCode: string | null
}) {
  const { lang, t } = useI18n()
  const place = usePlace()
  const [search, setSearch] = useSearchParams()
  const country = search.get('country')?.toUpperCase() || null
  const { loading, failed, reload, answer } = useDeclarations(companyId, country)
  const fleet = useOperator(companyId).operator?.vehicles.map((vehicle) => vehicle.plate) ?? []
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const today = todayIso()
  const undeclared = answer?.postings.filter((posting) => posting.declaredUntil === null) ?? []
  const exportPath = (kind: 'export' | 'pdfs', format?: 'csv') => {
    const query = new URLSearchParams({ from: today })
    if (country) query.set('country', country)
    if (format) query.set('format', format)
    return paths.api(lang, `${companyPath(companyId)}/postingDeclarations/${kind}?${query}`)
  }
  const onAction = (action: DeclarationAction, declaration: DeclarationAnswer) =>
    setDialog(
      action === 'edit' ? { kind: 'edit', declaration, posting: null } : { kind: action, declaration }
    )

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label={t('declarations.country')}
          value={country ?? ''}
          onChange={(event) => setSearch(event.target.value ? { country: event.target.value } : {})}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">{t('declarations.allCountries')}</MenuItem>
          {(answer?.countries ?? (country ? [country] : [])).map((code) => (
            <MenuItem key={code} value={code}>
              {countryName(code, lang)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!answer || answer.postings.length === 0}
          onClick={() => setDialog({ kind: 'edit', declaration: null, posting: null })}
        >
          {t('declarations.new')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
          <Button
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => startDownload(exportPath('export'))}
          >
            {t('declarations.exportXlsx')}
          </Button>
          <Button onClick={() => startDownload(exportPath('export', 'csv'))}>
            {t('declarations.exportCsv')}
          </Button>
          <Button onClick={() => startDownload(exportPath('pdfs'))}>{t('declarations.exportPdfs')}</Button>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '8px !important' }}>
        {t('declarations.exportHint', { from: formatDate(today) })}
      </Typography>

      <QueryView loading={loading} failed={failed} failedText={t('declarations.failed')} onRetry={reload}>
        {answer && (
          <Stack spacing={3}>
            <Box component="section" aria-labelledby="undeclared-title">
              <Typography variant="h2" id="undeclared-title" sx={{ mb: 1 }}>
                {t('declarations.undeclared')}
              </Typography>
              {undeclared.length === 0 ? (
                <Typography color="text.secondary">{t('declarations.allDeclared')}</Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                  {undeclared.map((posting) => (
                    <Paper component="li" variant="outlined" key={posting.workerId} sx={{ p: 1.5 }}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                        <Box sx={{ minWidth: 0, flex: 1 }}>
                          <Typography sx={{ fontWeight: 500 }}>{posting.driverName}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {place(posting)} ·{' '}
                            {t('declarations.period', {
                              start: formatDate(posting.contractStart),
                              end: formatDate(posting.contractEnd),
                            })}
                          </Typography>
                        </Box>
                        <Button
                          variant="outlined"
                          size="small"
                          onClick={() => setDialog({ kind: 'edit', declaration: null, posting })}
                        >
                          {t('declarations.declare')}
                        </Button>
                      </Box>
                    </Paper>
                  ))}
                </Stack>
              )}
            </Box>
            <Box component="section" aria-labelledby="declared-title">
              <Typography variant="h2" id="declared-title" sx={{ mb: 1 }}>
                {t('declarations.declared')}
              </Typography>
              {answer.declarations.length === 0 ? (
                <Typography color="text.secondary">{t('declarations.noDeclarations')}</Typography>
              ) : (
                <Stack spacing={1.5}>
                  {answer.declarations.map((declaration) => (
                    <DeclarationCard
                      key={declaration.id}
                      companyId={companyId}
                      declaration={declaration}
                      onAction={onAction}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </QueryView>

      {dialog?.kind === 'edit' && answer && (
        <DeclarationDialog
          companyId={companyId}
          companyCountryCode={companyCountryCode}
          declaration={dialog.declaration}
          posting={dialog.posting}
          postings={answer.postings}
          fleet={fleet}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'submit' && (
        <SubmitDialog
          companyId={companyId}
          declaration={dialog.declaration}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'withdraw' && (
        <WithdrawDialog
          companyId={companyId}
          declaration={dialog.declaration}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  )
}

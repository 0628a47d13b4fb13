import { Suspense, useState } from 'react'
import { GavelOutlinedIcon, PictureAsPdfOutlinedIcon } from '@/components/light/frameIcons'
import { LightPanelHead } from '@/components/light/LightPanelHead'
import { lazyMui } from '@/components/lazyMui'
import { useI18n } from '@/i18n/I18nProvider'
import { useMigrateToMobilityPacket } from '../api/migrateToMobilityPacket'
import '@/components/light/panel.css'

// The confirmation is MUI's dialog, loaded the first time it is asked for: the panel itself is on the first screen.
const MigrationConfirmDialog = lazyMui(() =>
  import('./MigrationConfirmDialog').then((module) => module.MigrationConfirmDialog)
)

type Props = {
  companyId: number
  termsUrl: string | null
  /** After the approval; the page reloads by default, so every panel reads the migrated company. */
  onMigrated?: () => void
}

/** A company that has not migrated reads the Mobility Package terms, then approves them (asked once more). */
export function MigrationPanel({ companyId, termsUrl, onMigrated = () => window.location.reload() }: Props) {
  const { t } = useI18n()
  const migration = useMigrateToMobilityPacket(companyId)
  const [confirming, setConfirming] = useState(false)
  // Kept once opened, so that the dialog fades out as it fades in.
  const [asked, setAsked] = useState(false)

  const approve = async () => {
    const answer = await migration.run()
    if (!answer.ok) return
    setConfirming(false)
    onMigrated()
  }

  return (
    <section className="lt-panel lt-panel--primary" aria-labelledby="migration-title">
      <LightPanelHead icon={<GavelOutlinedIcon />} title={t('migration.title')} titleId="migration-title" />
      <div className="lt-panel__body">
        <p className="lt-secondary">{t('migration.text')}</p>
        <p className="lt-secondary">{t('migration.steps')}</p>
        <div className="lt-actions lt-panel__buttons">
          <button
            type="button"
            className="lt-contained"
            onClick={() => {
              setAsked(true)
              setConfirming(true)
            }}
          >
            {t('migration.approve')}
          </button>
          {termsUrl && (
            <a className="lt-anchor lt-anchor--icon" href={termsUrl} target="_blank" rel="noopener">
              <PictureAsPdfOutlinedIcon small />
              {t('migration.download')}
            </a>
          )}
        </div>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <MigrationConfirmDialog
            open={confirming}
            busy={migration.pending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void approve()}
          />
        </Suspense>
      )}
    </section>
  )
}

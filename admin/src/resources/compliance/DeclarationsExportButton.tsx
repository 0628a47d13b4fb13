import DescriptionIcon from '@mui/icons-material/DescriptionOutlined'
import { Button } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { useTranslate } from 'react-admin'

const DeclarationsExportDialog = lazy(async () => ({
  default: (await import('./DeclarationsExportDialog')).DeclarationsExportDialog,
}))

/** Opens the IMI export across companies (the posting declarations to file, or filed). */
export const DeclarationsExportButton = () => {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="small" startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
        {translate('app.compliance.imi.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeclarationsExportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

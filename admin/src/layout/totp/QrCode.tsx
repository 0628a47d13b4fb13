import { useEffect, useState } from 'react'
import { Box, Skeleton } from '@mui/material'
import QRCode from 'qrcode'

/** The QR code of an address, drawn in the browser as an SVG image. */
export const QrCode = ({ value, label, size = 184 }: { value: string; label: string; size?: number }) => {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null)
  useEffect(() => {
    let current = true
    QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) =>
        current && setDrawn({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => current && setDrawn(null)
    )
    return () => {
      current = false
    }
  }, [value])

  if (drawn?.value !== value) return <Skeleton variant="rectangular" width={size} height={size} />
  return (
    <Box
      component="img"
      src={drawn.src}
      alt={label}
      width={size}
      height={size}
      sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  )
}

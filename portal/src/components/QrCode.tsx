import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import QRCode from 'qrcode'

type Props = { value: string; label: string; size?: number }

/**
 * The QR code of an address, drawn in the browser as an SVG image (sharp at any size, and printable): the library
 * comes with the dialog that shows it, not with the page.
 */
export function QrCode({ value, label, size = 200 }: Props) {
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

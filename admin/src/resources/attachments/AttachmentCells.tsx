import { Link } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { useCountryName } from '@/components/useCountryName'
import type { Attachment } from './types'

/** The countries it is offered for, named in the current language. */
export const CountryNames = () => {
  const attachment = useRecordContext<Attachment>()
  const countryName = useCountryName()
  return <>{(attachment?.countryCodes ?? []).map(countryName).join(', ')}</>
}

/** The PDF customers download, under its uploaded name. */
export const FileLink = () => {
  const attachment = useRecordContext<Attachment>()
  if (!attachment) return null
  return (
    <Link
      href={attachment.file.src}
      target="_blank"
      rel="noopener"
      onClick={(event) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {attachment.file.title}
    </Link>
  )
}

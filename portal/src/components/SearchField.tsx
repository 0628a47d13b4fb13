import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import SearchIcon from '@mui/icons-material/Search'

type Props = { value: string; onChange: (value: string) => void; label: string }

/** A list's search box, its placeholder for a label (the list asks the server once the typing pauses). */
export function SearchField({ value, onChange, label }: Props) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

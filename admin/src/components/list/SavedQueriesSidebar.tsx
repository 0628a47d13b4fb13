import BookmarkIcon from '@mui/icons-material/BookmarkBorder'
import { Box, Button, Card, CardContent, Popover } from '@mui/material'
import { useState } from 'react'
import { SavedQueriesList, useTranslate } from 'react-admin'

/**
 * A list's saved queries (the filters, sort and page size an admin keeps under a name, in this browser) beside it on
 * a wide screen, as react-admin's demo does. Narrower, the table needs the room: they open from the toolbar instead
 * (SavedQueriesButton).
 */
export const SavedQueriesSidebar = () => (
  <Card
    sx={{
      display: { xs: 'none', xl: 'block' },
      order: -1,
      flex: '0 0 220px',
      mr: 2,
      mt: 8,
      alignSelf: 'flex-start',
    }}
  >
    <CardContent sx={{ pt: 1 }}>
      <SavedQueriesList />
    </CardContent>
  </Card>
)

/** The saved queries from the list's toolbar, where the screen is too narrow for the sidebar. */
export const SavedQueriesButton = () => {
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <Box sx={{ display: { xs: 'none', sm: 'inline-flex', xl: 'none' } }}>
      <Button size="small" startIcon={<BookmarkIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('app.list.saved_queries')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, minWidth: 260 }}>
          <SavedQueriesList />
        </Box>
      </Popover>
    </Box>
  )
}

import { Card, CardContent } from '@mui/material'
import { SavedQueriesList } from 'react-admin'

/**
 * A list's saved queries beside it (the filters, sort and page size an admin keeps under a name, in this browser),
 * as react-admin's demo does; a phone has no room for it.
 */
export const SavedQueriesSidebar = () => (
  <Card
    sx={{
      display: { xs: 'none', lg: 'block' },
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

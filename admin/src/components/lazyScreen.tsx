import { Box, Card, Skeleton, Stack } from '@mui/material'
import { lazy, Suspense, type ComponentType } from 'react'

/** The shape of a list while its code arrives: its filters, then rows. */
const ListSkeleton = () => (
  <Box aria-busy="true" sx={{ pt: 2 }}>
    <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
      <Skeleton variant="rounded" width={240} height={48} />
      <Skeleton variant="rounded" width={160} height={48} sx={{ display: { xs: 'none', sm: 'block' } }} />
    </Stack>
    <Card sx={{ p: 2 }}>
      {Array.from({ length: 8 }, (_, row) => (
        <Skeleton key={row} height={36} />
      ))}
    </Card>
  </Box>
)

/** The shape of a form or a record while its code arrives. */
const FormSkeleton = () => (
  <Card aria-busy="true" sx={{ mt: 2, p: 2, maxWidth: 720 }}>
    {Array.from({ length: 5 }, (_, row) => (
      <Skeleton key={row} variant="rounded" height={48} sx={{ mb: 2 }} />
    ))}
  </Card>
)

/**
 * A screen loaded when first opened (its code is a chunk of its own), showing the shape of what is coming rather than
 * a blank page meanwhile.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  shape: 'list' | 'form' = 'list'
): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }))
  const Fallback = shape === 'list' ? ListSkeleton : FormSkeleton
  const LazyScreen = () => (
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>
  )
  return LazyScreen
}

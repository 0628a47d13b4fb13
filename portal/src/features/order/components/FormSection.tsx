import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'

type Props = { icon: ReactNode; title: string; help?: string; children: ReactNode }

/** One titled section of the register form. */
export function FormSection({ icon, title, help, children }: Props) {
  const headingId = useId()
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: help ? 0.5 : 2.5 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
          <Typography variant="h2" id={headingId}>
            {title}
          </Typography>
        </Box>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {help}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  )
}

import { SecondFactorResetButton } from '@/components/SecondFactorResetButton'
import type { BackOfficeUser } from './types'

/**
 * Clears another back-office user's second factor (they set up a new one at their next sign-in). Shown for a user who
 * has one and is not the admin looking (the server refuses that too: one's own recovery codes, or another admin, are
 * the way back).
 */
export const ResetSecondFactorButton = () => (
  <SecondFactorResetButton<BackOfficeUser>
    words="app.back_office_users.reset_second_factor"
    reset={(dataProvider, id) => dataProvider.resetSecondFactor(id)}
    shown={(user, adminId) => user.totpEnabled && adminId !== undefined && user.id !== adminId}
  />
)

import { SecondFactorResetButton } from '@/components/SecondFactorResetButton'
import type { Profile } from './types'

/**
 * Turns off a customer's second factor, for one who lost both the phone and the recovery codes and has no other owner
 * of the company to do it; they then sign in with their password. Shown for a customer who has one (a back-office
 * user's is reset on their own page).
 */
export const TurnOffSecondFactorButton = () => (
  <SecondFactorResetButton<Profile>
    words="app.profiles.turn_off_second_factor"
    reset={(dataProvider, id) => dataProvider.turnOffCustomerSecondFactor(id)}
    shown={(profile) => profile.totpEnabled}
  />
)

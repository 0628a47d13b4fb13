import { ListButton, SaveButton, Toolbar, TopToolbar } from 'react-admin'

export const CountryActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
)

/** Save only: a country that sold contracts is deactivated, never deleted. */
export const CountryToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

import { ListButton, SaveButton, Toolbar, TopToolbar } from 'react-admin'

export const IntroducerActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
)

/** Save only: an introducer that brought contracts is deactivated, never deleted. */
export const IntroducerToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

import { test } from '@japa/runner'
import type { BackOfficeRole } from '@posted-workers/domain'
import { backOfficeChangeRefusal } from '#services/back_office_users/back_office_user_rules'

type State = { role: BackOfficeRole; isActive: boolean }
const ADMIN: State = { role: 'admin', isActive: true }
const ACCOUNTANT: State = { role: 'accountant', isActive: true }
const INACTIVE_ADMIN: State = { role: 'admin', isActive: false }

test.group('Back-office users | which role and activity changes are refused', () => {
  const cases: [
    label: string,
    self: boolean,
    user: State,
    next: State,
    activeAdmins: number,
    refusal: string | null,
  ][] = [
    ['an admin makes another admin an accountant', false, ADMIN, ACCOUNTANT, 2, null],
    ['the last active admin made an accountant', false, ADMIN, ACCOUNTANT, 1, 'backOfficeUsers.lastAdmin'],
    ['the last active admin deactivated', false, ADMIN, INACTIVE_ADMIN, 1, 'backOfficeUsers.lastAdmin'],
    ['the last admin demotes themselves', true, ADMIN, ACCOUNTANT, 1, 'backOfficeUsers.lastAdmin'],
    ['an admin demotes themselves while another admin remains', true, ADMIN, ACCOUNTANT, 2, null],
    ['an admin deactivates themselves', true, ADMIN, INACTIVE_ADMIN, 3, 'backOfficeUsers.selfDeactivation'],
    ['another admin deactivated', false, ADMIN, INACTIVE_ADMIN, 2, null],
    ['an accountant deactivated', false, ACCOUNTANT, { role: 'accountant', isActive: false }, 1, null],
    ['an accountant made an admin', false, ACCOUNTANT, ADMIN, 1, null],
    ['an inactive admin reactivated', false, INACTIVE_ADMIN, ADMIN, 1, null],
    [
      'an inactive admin made an accountant',
      false,
      INACTIVE_ADMIN,
      { role: 'accountant', isActive: false },
      1,
      null,
    ],
    ['the last admin saved unchanged', true, ADMIN, ADMIN, 1, null],
  ]

  test('{0}')
    .with(cases)
    .run(({ assert }, [, self, user, next, activeAdmins, refusal]) => {
      const actorId = self ? 7 : 8
      assert.equal(
        backOfficeChangeRefusal({ actorId, user: { id: 7, ...user }, next, activeAdmins }),
        refusal
      )
    })
})

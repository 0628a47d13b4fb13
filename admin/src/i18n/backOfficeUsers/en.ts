/** The back-office users' words (their resource, the roles, an accountant's home), in English. */
export const enBackOfficeUsers = {
  app: {
    back_office_users: {
      roles: {
        admin: 'Administrator',
        accountant: 'Accountant',
      },
      role_help:
        'An accountant reads invoices, credit notes, companies and contracts and downloads their exports; an administrator does everything.',
      active_help: 'A deactivated user cannot sign in, and their open sessions end at once.',
      create_help:
        'No password is typed here: the new user gets an e-mail, in the language chosen, with a link to choose theirs (valid 7 days), then sets up two-factor sign-in at their first sign-in.',
      deactivated: 'Deactivated',
      reset_second_factor: {
        action: 'Reset two-factor sign-in',
        title: 'Reset the two-factor sign-in of %{login}?',
        content:
          'For a user who lost both their phone and their recovery codes. Their sessions end, and at their next sign-in, with their password, they set up two-factor sign-in again. Someone who still has a recovery code does not need this.',
        done: 'Two-factor sign-in reset',
      },
      accountant_intro:
        'You read the invoices, credit notes, companies and contracts, and download their exports and the period documents.',
    },
  },
  resources: {
    backOfficeUsers: {
      name: 'Back-office user |||| Back-office users',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        login: 'Login',
        email: 'E-mail',
        role: 'Role',
        language: 'Language of e-mails',
        isActive: 'Active',
        totpEnabled: 'Two-factor sign-in',
        lastSignInAt: 'Last sign-in',
        createdAt: 'Created on',
        q: 'Search',
      },
    },
  },
}

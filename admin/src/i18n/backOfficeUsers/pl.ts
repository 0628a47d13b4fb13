/** The back-office users' words (their resource, the roles, an accountant's home), in Polish. */
export const plBackOfficeUsers = {
  app: {
    back_office_users: {
      roles: {
        admin: 'Administrator',
        accountant: 'Księgowy',
      },
      role_help:
        'Księgowy przegląda faktury, faktury korygujące, firmy i umowy oraz pobiera ich eksporty; administrator może wszystko.',
      active_help:
        'Dezaktywowany użytkownik nie może się zalogować, a jego otwarte sesje kończą się natychmiast.',
      create_help:
        'Hasło nie jest tu wpisywane: nowy użytkownik otrzyma e-mail w wybranym języku z linkiem do ustawienia hasła (ważnym 7 dni), a przy pierwszym logowaniu skonfiguruje logowanie dwuetapowe.',
      deactivated: 'Dezaktywowany',
      reset_second_factor: {
        action: 'Zresetuj logowanie dwuskładnikowe',
        title: 'Zresetować logowanie dwuskładnikowe użytkownika %{login}?',
        content:
          'Dla użytkownika, który stracił zarówno telefon, jak i kody zapasowe. Jego sesje zostaną zakończone, a przy następnym logowaniu hasłem ponownie skonfiguruje logowanie dwuskładnikowe. Użytkownik, który ma jeszcze kod zapasowy, tego nie potrzebuje.',
        done: 'Logowanie dwuskładnikowe zresetowane',
      },
      accountant_intro:
        'Przeglądasz faktury, faktury korygujące, firmy i umowy oraz pobierasz ich eksporty i dokumenty okresu.',
    },
  },
  resources: {
    backOfficeUsers: {
      name: 'Użytkownik panelu |||| Użytkownicy panelu |||| Użytkowników panelu',
      fields: {
        firstName: 'Imię',
        lastName: 'Nazwisko',
        login: 'Login',
        email: 'E-mail',
        role: 'Rola',
        language: 'Język e-maili',
        isActive: 'Aktywny',
        totpEnabled: 'Logowanie dwuetapowe',
        lastSignInAt: 'Ostatnie logowanie',
        createdAt: 'Utworzono',
        q: 'Szukaj',
      },
    },
  },
}

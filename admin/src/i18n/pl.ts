import type { TranslationMessages } from 'react-admin'
import type { AppMessages } from './en'
import { raPolish } from './raPolish'

const plApp: AppMessages = {
  app: {
    back_office: 'Back-office',
    product: 'Portal Pracowników Delegowanych',
    portal_link: 'Portal klienta',
    auth: {
      not_admin: 'Ten obszar jest zarezerwowany dla pracowników usługodawcy',
      login_hint: 'Zaloguj się kontem pracownika',
    },
    validation: {
      phone: 'Numer telefonu jest nieprawidłowy',
      vat_number: 'Nieprawidłowy numer VAT UE',
    },
    civility: { MR: 'Pan', MRS: 'Pani' },
    phone_type: { BUSINESS: 'Służbowy', HOME: 'Domowy', MOBILE: 'Komórkowy' },
    position: {
      MANAGER: 'Kierownik',
      PRESIDENT: 'Prezes',
      GENERAL_DIRECTOR: 'Dyrektor generalny',
      FINANCIAL_DIRECTOR: 'Dyrektor finansowy',
      COMMERCIAL_DIRECTOR: 'Dyrektor handlowy',
      EXPORT_MANAGER: 'Kierownik ds. eksportu',
      COMMUNICATION_DIRECTOR: 'Dyrektor ds. komunikacji',
      ACCOUNTING_MANAGER: 'Główny księgowy',
      ACCOUNTANT: 'Księgowy',
      ACCOUNTING_ASSISTANT: 'Asystent ds. księgowości',
      ASSISTANT_DIRECTOR: 'Zastępca dyrektora',
      COMMERCIAL: 'Przedstawiciel handlowy',
      OWNER: 'Właściciel',
    },
    profiles: {
      identity: 'Dane osobowe',
      phone: 'Telefon',
      company: 'Firma',
      staff: 'Personel usługodawcy',
      staff_account: 'Konto pracownika, nieprzypisane do żadnej firmy.',
    },
    mop: { CARD: 'Karta płatnicza', TRANSFER: 'Przelew bankowy' },
    request_type: { creation: 'Nowa umowa', renewal: 'Przedłużenie', upgrade: 'Rozszerzenie' },
    request_status: {
      pending_payment: 'Oczekuje na płatność',
      payment_failed: 'Płatność odrzucona',
      validated: 'Zatwierdzone',
      removed: 'Usunięte',
    },
    request_status_filter: {
      pending: 'Oczekujące',
      validated: 'Zatwierdzone',
      removed: 'Usunięte',
      all: 'Wszystkie',
    },
    requests: {
      mobility_package: 'Pakiet Mobilności UE',
      upgrade_pending: 'Rozszerzenie w trakcie zatwierdzania',
      allowed_workers: 'Dozwolona liczba pracowników (∞: bez limitu)',
      validate: {
        action: 'Zatwierdź',
        title: 'Zatwierdź zamówienie',
        intro: 'Sprawdź, czy przelew wpłynął, a następnie potwierdź datę rozpoczęcia każdej umowy.',
        start_dates: 'Daty rozpoczęcia umów',
        done: 'Zamówienie zostało zatwierdzone',
      },
      remove: {
        action: 'Usuń',
        title: 'Usuń zamówienie',
        content: 'Usunąć zamówienie firmy %{company}?',
        done: 'Zamówienie zostało usunięte',
      },
    },
  },
  resources: {
    profiles: {
      name: 'Profil |||| Profile |||| Profili',
      fields: {
        companyName: 'Firma',
        civility: 'Zwrot grzecznościowy',
        lastName: 'Nazwisko',
        firstName: 'Imię',
        middleName: 'Drugie imię',
        login: 'Login',
        email: 'E-mail',
        position: 'Stanowisko',
        phone: { type: 'Rodzaj telefonu', number: 'Numer telefonu' },
        company: {
          vatNumber: 'Numer VAT UE',
          address: {
            addressLines: { 0: 'Adres (wiersz 1)', 1: 'Adres (wiersz 2)' },
            postalCode: 'Kod pocztowy',
            city: 'Miejscowość',
            countryCode: 'Kraj',
          },
        },
      },
    },
    requests: {
      name: 'Zamówienie |||| Zamówienia |||| Zamówień',
      fields: {
        type: 'Rodzaj',
        companyName: 'Firma',
        contracts: 'Umowy',
        createdAt: 'Data utworzenia',
        mop: 'Metoda płatności',
        promoCode: 'Kod promocyjny',
        amountCents: 'Kwota',
        paymentReference: 'Tytuł płatności',
        status: 'Status',
        representativeCountries: 'Kraje',
        options: 'Opcje',
      },
    },
  },
}

export const pl: TranslationMessages = { ...raPolish, ...plApp }

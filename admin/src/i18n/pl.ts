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
  },
}

export const pl: TranslationMessages = { ...raPolish, ...plApp }

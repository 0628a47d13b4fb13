import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'

export const enApp = {
  app: {
    back_office: 'Back-office',
    product: 'Posted Workers Portal',
    portal_link: 'Customer portal',
    auth: {
      not_admin: "This area is reserved to the provider's staff",
      login_hint: 'Sign in with your staff account',
    },
    validation: {
      phone: 'The phone number is not valid',
      vat_number: 'Invalid VAT number',
    },
    civility: { MR: 'Mr', MRS: 'Mrs' },
    phone_type: { BUSINESS: 'Business', HOME: 'Home', MOBILE: 'Mobile' },
    position: {
      MANAGER: 'Manager',
      PRESIDENT: 'President',
      GENERAL_DIRECTOR: 'General director',
      FINANCIAL_DIRECTOR: 'Financial director',
      COMMERCIAL_DIRECTOR: 'Sales director',
      EXPORT_MANAGER: 'Export manager',
      COMMUNICATION_DIRECTOR: 'Communication director',
      ACCOUNTING_MANAGER: 'Accounting manager',
      ACCOUNTANT: 'Accountant',
      ACCOUNTING_ASSISTANT: 'Accounting assistant',
      ASSISTANT_DIRECTOR: 'Assistant director',
      COMMERCIAL: 'Sales representative',
      OWNER: 'Owner',
    },
    profiles: {
      identity: 'Identity',
      phone: 'Phone',
      company: 'Company',
      staff: "Provider's staff",
      staff_account: 'Staff account, not attached to a company.',
    },
    mop: { CARD: 'Card', TRANSFER: 'Bank transfer' },
    request_type: { creation: 'Creation', renewal: 'Renewal', upgrade: 'Upgrade' },
    request_status: {
      pending_payment: 'Awaiting payment',
      payment_failed: 'Payment failed',
      validated: 'Validated',
      removed: 'Removed',
    },
    request_status_filter: { pending: 'Pending', validated: 'Validated', removed: 'Removed', all: 'All' },
    requests: {
      mobility_package: 'EU Mobility Package',
      upgrade_pending: 'Upgrade being validated',
      allowed_workers: 'Allowed workers (∞: unlimited)',
      validate: {
        action: 'Validate',
        title: 'Validate the request',
        intro: 'Check that the transfer has arrived, then confirm the start date of each contract.',
        start_dates: 'Contract start dates',
        done: 'Request validated',
      },
      remove: {
        action: 'Remove',
        title: 'Remove the request',
        content: 'Remove the request of %{company}?',
        done: 'Request removed',
      },
    },
  },
  resources: {
    profiles: {
      name: 'Profile |||| Profiles',
      fields: {
        companyName: 'Company',
        civility: 'Title',
        lastName: 'Last name',
        firstName: 'First name',
        middleName: 'Middle name',
        login: 'Login',
        email: 'E-mail',
        position: 'Position',
        phone: { type: 'Phone type', number: 'Phone number' },
        company: {
          vatNumber: 'VAT number',
          address: {
            addressLines: { 0: 'Address line 1', 1: 'Address line 2' },
            postalCode: 'Postal code',
            city: 'City',
            countryCode: 'Country',
          },
        },
      },
    },
    requests: {
      name: 'Request |||| Requests',
      fields: {
        type: 'Type',
        companyName: 'Company',
        contracts: 'Contracts',
        createdAt: 'Created on',
        mop: 'Payment method',
        promoCode: 'Promo code',
        amountCents: 'Amount',
        paymentReference: 'Payment reference',
        status: 'Status',
        representativeCountries: 'Countries',
        options: 'Options',
      },
    },
  },
}

/** Every locale provides exactly the keys of the English messages. */
export type AppMessages = typeof enApp

export const en: TranslationMessages = { ...englishMessages, ...enApp }

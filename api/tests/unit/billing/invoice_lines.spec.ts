import { test } from '@japa/runner'
import { invoiceLineDescription, type BilledLine } from '#services/billing/invoice_lines'

const NBSP = /[\u00a0\u202f]/g

test.group('Billing | what an invoice line says was bought', () => {
  test('{title} ({locale})')
    .with([
      {
        title: 'per driver',
        locale: 'fr',
        line: {
          type: 'creation',
          countryCode: 'EU',
          months: 6,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 3,
        },
        expected: 'Représentation Paquet Mobilité UE – 6 mois – 3 conducteurs × 4,00 € par mois',
      },
      {
        title: 'per driver',
        locale: 'pl',
        line: {
          type: 'creation',
          countryCode: 'EU',
          months: 6,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 5,
        },
        expected: 'Przedstawicielstwo: Pakiet Mobilności UE – 6 miesięcy – 5 kierowców × 4,00 € miesięcznie',
      },
      {
        title: 'one driver',
        locale: 'en',
        line: {
          type: 'renewal',
          countryCode: 'BE',
          months: 6,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 1,
        },
        expected: 'Representation Belgium – 6 months – 1 driver × €4.00 per month',
      },
      {
        title: 'a flat rate',
        locale: 'en',
        line: {
          type: 'creation',
          countryCode: 'DE',
          months: 6,
          packageSignature: 'f|30',
          allowedNumberOfWorkers: 10,
        },
        expected: 'Representation Germany – 6 months – flat rate up to 10 drivers',
      },
      {
        title: 'unlimited',
        locale: 'fr',
        line: {
          type: 'creation',
          countryCode: 'FR',
          months: 6,
          packageSignature: null,
          allowedNumberOfWorkers: null,
        },
        expected: 'Représentation France – 6 mois – conducteurs illimités',
      },
      {
        title: 'an upgrade for the months left',
        locale: 'pl',
        line: {
          type: 'upgrade',
          countryCode: 'EU',
          months: 2,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 7,
        },
        expected:
          'Rozszerzenie przedstawicielstwa: Pakiet Mobilności UE – 2 miesiące – 7 kierowców × 4,00 € miesięcznie',
      },
      {
        title: 'an upgrade of a running contract: the drivers added',
        locale: 'fr',
        line: {
          type: 'upgrade',
          countryCode: 'EU',
          months: 6,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 5,
          previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 3 },
        },
        expected:
          'Extension de la représentation Paquet Mobilité UE – 6 mois – +2 conducteurs (3 → 5) × 4,00 € par mois',
      },
      {
        title: 'one driver added',
        locale: 'en',
        line: {
          type: 'upgrade',
          countryCode: 'EU',
          months: 1,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 4,
          previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 3 },
        },
        expected:
          'Representation upgrade EU Mobility Package – 1 month – +1 driver (3 → 4) × €4.00 per month',
      },
      {
        title: 'drivers added',
        locale: 'pl',
        line: {
          type: 'upgrade',
          countryCode: 'EU',
          months: 3,
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 8,
          previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 3 },
        },
        expected:
          'Rozszerzenie przedstawicielstwa: Pakiet Mobilności UE – 3 miesiące – +5 kierowców (3 → 8) × 4,00 € miesięcznie',
      },
      {
        title: 'an upgrade to unlimited',
        locale: 'en',
        line: {
          type: 'upgrade',
          countryCode: 'FR',
          months: 4,
          packageSignature: null,
          allowedNumberOfWorkers: null,
          previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 5 },
        },
        expected: 'Representation upgrade France – 4 months – drivers: 5 → unlimited',
      },
      {
        title: 'another package',
        locale: 'pl',
        line: {
          type: 'upgrade',
          countryCode: 'DE',
          months: 2,
          packageSignature: 'f|30',
          allowedNumberOfWorkers: 10,
          previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 3 },
        },
        expected: 'Rozszerzenie przedstawicielstwa: Niemcy – 2 miesiące – kierowcy: 3 → 10',
      },
    ] as { title: string; locale: 'fr' | 'pl' | 'en'; line: BilledLine; expected: string }[])
    .run(({ assert }, { locale, line, expected }) => {
      assert.equal(invoiceLineDescription(line, locale).replace(NBSP, ' '), expected)
    })
})

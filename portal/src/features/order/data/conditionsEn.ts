import type { ConditionsText } from './types'

export const en: ConditionsText = {
  preamble:
    'These general terms and conditions of sale (the “Terms”) govern the representation service (the “Service”) provided through this portal by the representation provider (the “Provider”) to companies established in the European Union that post workers, in particular drivers in international road transport, to another Member State (the “Customer”). Placing an order means accepting these Terms in full, together with the terms of sale of each country chosen in the order.',
  articles: [
    {
      title: 'Purpose of the Service',
      paragraphs: [
        'The Provider acts as the Customer’s representative and contact person with the authorities of each country covered by the contract, as required by the rules on the posting of workers and by the EU Mobility Package. It keeps the posting documents made available by the Customer at the authorities’ disposal and forwards their requests to the Customer without delay.',
        'The Service covers either one representative country per contract or, with the EU Mobility Package, all the Member States that apply these rules to road transport. The country-specific terms of sale, available as PDF documents when ordering, complete these Terms; where they differ, the country terms prevail for matters specific to that country.',
      ],
    },
    {
      title: 'Orders',
      paragraphs: [
        'The Customer orders online by choosing the representative countries, the package and number of workers of each country and the payment method, then accepting these Terms. The contract is formed once the order is accepted and paid.',
        'The Customer guarantees that the information given (company name, VAT number, address, contact person) is accurate and keeps it up to date. The VAT number is checked against the EU register; an order placed with incorrect information may be refused or cancelled.',
      ],
    },
    {
      title: 'Term, renewal and termination',
      paragraphs: [
        'Each contract is concluded for a fixed term of six months (183 days) from its start date and is paid in advance for the whole term.',
        'The contract cannot be terminated early by either party, except in the case of force majeure as provided below. It is not renewed tacitly: it may be renewed by a new order, acceptance of the terms then in force and payment. The Customer is reminded before the contract expires.',
      ],
    },
    {
      title: 'Prices',
      paragraphs: [
        'Prices are stated in euros per month, excluding tax, per representative country and per package (unlimited number of workers, or a price per worker up to a maximum number of workers). The price applicable is the one shown at the time of the order; a promo code from a business partner may give access to special prices.',
        'The amount due for a contract is the monthly price multiplied by the six months of the term. Between companies established in different Member States, invoices are issued without VAT under the reverse-charge mechanism; both parties’ VAT numbers appear on them.',
        'Posting declarations made on the Customer’s behalf, the translation of documents and any extra costs (such as attending an inspection or handling a specific request from an authority) are not included in the price; they are invoiced on the basis of a quote accepted in advance by the Customer.',
      ],
    },
    {
      title: 'Payment and invoicing',
      paragraphs: [
        'Payment is made in advance by card, on the secure page of the Provider’s payment service provider (card details are never stored by the Provider), or by bank transfer.',
        'A bank transfer must be made within two working days of the order, quoting the payment reference given. The contract starts once the funds are received and the order is validated; a card payment validates the order at once.',
        'An invoice is issued for each contract when the order is validated and is available in the Customer’s account. Any amount not paid when due bears late-payment interest at {latePaymentRate}, without prior notice, plus a fixed compensation of €40 for recovery costs (French Commercial Code, art. L441-10). No discount is given for early payment.',
      ],
    },
    {
      title: 'Refunds',
      paragraphs: [
        'The Customer may ask for a refund in writing within 30 days of payment, provided that no act of representation has been performed under the contract. Once that period has passed, or once the Service has been used, the price of the whole term remains due.',
      ],
    },
    {
      title: 'Obligations of the Customer',
      paragraphs: [
        'The Customer makes the posting declarations required by the host countries (in particular through the EU IMI portal for road transport), names the Provider as the contact person and keeps the documents of each posted worker up to date in the portal: employment contract, A1 certificate, payslips, proof of payment of wages and working-time records.',
        'The Customer informs the Provider without delay of any change concerning its company or its workers and answers the requests forwarded by the Provider within the time limits set by the authorities.',
      ],
    },
    {
      title: 'Obligations and liability of the Provider',
      paragraphs: [
        'The Provider performs the Service with due care and is bound by an obligation of means. It is not liable for the consequences of incomplete, inaccurate or late information or documents from the Customer, nor for penalties resulting from the Customer’s own obligations as an employer.',
        'The Provider’s liability, whatever its cause, is limited to the price paid for the contract concerned; it does not cover indirect loss such as loss of business or profit.',
      ],
    },
    {
      title: 'Confidentiality',
      paragraphs: [
        'Each party keeps confidential the information it receives from the other in connection with the contract and uses it only to perform the contract. This obligation lasts for the term of the contract and for five years after its end.',
      ],
    },
    {
      title: 'Non-solicitation',
      paragraphs: [
        'The Customer undertakes not to solicit or hire, directly or indirectly, any employee or representative of the Provider involved in the Service, during the contract and for one year after its end.',
      ],
    },
    {
      title: 'Force majeure',
      paragraphs: [
        'Neither party is liable for a failure caused by an event of force majeure. The obligations concerned are suspended while the event lasts. If it lasts more than three months, either party may terminate the contract by registered letter, without compensation.',
      ],
    },
    {
      title: 'Personal data',
      paragraphs: [
        'The Provider processes the personal data of the Customer’s contacts and workers only to perform the contract and meet its legal obligations, in accordance with the General Data Protection Regulation (EU) 2016/679. The data subjects may exercise their rights of access, rectification, erasure, restriction and objection by writing to the Provider.',
      ],
    },
    {
      title: 'Claims and applicable law',
      paragraphs: [
        'Any claim concerning the Service must be made within one year of the event giving rise to it; after that it is time-barred.',
        'These Terms are governed by French law. The parties will seek an amicable settlement of any dispute before bringing it before the competent courts of the Provider’s registered office.',
      ],
    },
  ],
}

import type { FaqData } from './types'

export const en: FaqData = {
  imiRegistration: {
    question: 'How do I register my company in IMI and declare the posting of my drivers?',
    answer:
      'Posting declarations for road transport drivers are made in the IMI public interface of the European Commission (postingdeclaration.eu). First create an EU Login account, then register your company with its Community licence number.\n\nFor each driver, declare the posting before the first operation in the host country. In the "contact person" part of the declaration, enter the details of the representative shown in your contract for that country (see "{{faq:representative}}"). Give the driver a copy of the declaration, on paper or electronically.',
  },
  addDriver: {
    question: 'How do I add a driver?',
    answer:
      'On the home page, open the tab of the country concerned, go to the workers list and click "{{label:workers.add}}". Fill in the driver’s identity (civility, first and last name, date and place of birth, nationality) and save.\n\nThe button is disabled when you have already declared as many drivers as your contract allows: remove a driver who no longer works for you or buy more drivers (see "{{faq:buyMore}}").',
  },
  addDocuments: {
    question: 'How do I add documents for a driver?',
    answer:
      'In the workers list, open the options of the driver, choose "{{label:workers.details}}", then click "{{label:documents.add}}" in the documents panel. Drag your files into the window or browse for them, choose a category for each file (employment contract, posting declaration, A1 certificate, payslip, proof of salary payment, working time records or other) and click "{{label:upload.submit}}".\n\nYou can send several files at once. The upload button stays disabled until every file has a category.',
  },
  duplicateFileName: {
    question: 'Why can’t I add a document?',
    answer:
      'A document cannot be added when a file with the same name already exists for this driver. Rename your file (for example by adding the month or the date, such as "payslip-2025-03.pdf") and upload it again.\n\nAlso check that a category is chosen for every file: the upload button stays disabled otherwise.',
  },
  whichDocuments: {
    question: 'Which documents should I keep in the portal for each driver?',
    answer:
      'Keep the documents that a control authority may ask for: the posting declaration, the A1 certificate, the employment contract (with its translation if required), payslips, proofs of salary payment and working time records (tachograph data).\n\nKeeping them up to date in the portal allows your representative to answer a request from the authorities quickly on your behalf.',
  },
  invoices: {
    question: 'Where can I find my invoices?',
    answer:
      'On the home page, open the tab of a country and unfold the "{{label:contracts.invoices}}" section of the contract. Each invoice can be downloaded as a PDF; any credit notes appear under the invoice they correct.\n\nAn invoice is issued for each contract once your order is validated. Invoices show both VAT numbers. A company established in another EU member state with a valid VAT number is invoiced without VAT (reverse charge); a company established in France pays French VAT. The language menu beside each invoice downloads it in French, Polish or English.',
  },
  representative: {
    question: 'Where do I find the data of my representative?',
    answer:
      'On the home page, each country tab shows the card of your representative in that country: name, address, phone number, e-mail address and, where applicable, registration numbers (SIRET, SIREN, VAT number or tax code).\n\nUse these details in your posting declarations and give them to your drivers, who may have to present them during a roadside check.',
  },
  contractEndDate: {
    question: 'When does my contract end?',
    answer:
      'The contract summary in each country tab shows the start date, the end date and the number of remaining days. A contract runs for six months (183 days) from its start date and cannot be ended early.\n\nThirty days before the end date, an alert appears on the home page with a button to renew the contract.',
  },
  purchasedDrivers: {
    question: 'How many drivers have I purchased?',
    answer:
      'The number of drivers allowed by your contract is shown in the contract summary of each country tab. The ∞ symbol means your package covers an unlimited number of drivers.\n\nThe workers list shows how many drivers are currently declared.',
  },
  buyMore: {
    question: 'How do I buy more services (more drivers or more countries)?',
    answer:
      'Click "{{label:upgrade.open}}" above your contracts. Choose a higher number of drivers or add a representative country, accept the terms of sale and pay by card or by bank transfer.\n\nYou only pay the monthly difference for the months left on your contract, and the end date stays the same. An upgrade is not possible while another request is awaiting payment or validation.',
  },
  renewal: {
    question: 'How do I renew my contract?',
    answer:
      'From thirty days before the end date, an alert with a "{{label:renewal.renew}}" button appears on the home page; the button is also available in the contract tab. Check the countries and the number of drivers, accept the terms of sale and choose your payment method.\n\nThe new contract starts the day after the current one ends and runs for six months, so your representation continues without a break. A bank transfer is expected within two working days; the renewal is validated once the payment is received.',
  },
  termsOfSale: {
    question: 'Where can I read the general terms of sale?',
    answer:
      'The contract summary of each country tab has a link to the general terms of sale that apply to it, available in French and in Polish. You accept them with every order, renewal or upgrade, and they can be printed or downloaded at any time.',
  },
  dismissDriver: {
    question: 'A driver has left my company. What should I do?',
    answer:
      'In the workers list, open the options of the driver and choose "{{label:workers.remove}}". Removing a driver also deletes all the driver’s documents, so download the ones you must keep beforehand.\n\nThe place becomes free at once, and you can declare another driver in it. Remember to update the posting declaration in IMI as well.',
  },
  companyData: {
    question: 'How do I change my company’s data?',
    answer:
      'The company name, address and VAT number cannot be changed in the portal, because they appear on your contracts and invoices. Send the new details to your administrator together with a recent extract from the company register; the change will then be made for you.\n\nYour personal details (name, position, phone number) can be changed at any time on the "{{label:nav.profile}}" page.',
  },
  changePassword: {
    question: 'How do I change my password?',
    answer:
      'Open "{{label:nav.profile}}" from the menu under your name and click "{{label:profile.updatePassword}}". Enter your current password, then the new one twice (at least 8 characters).\n\nIf you have forgotten your password, use the "{{label:login.forgotPassword}}" link on the sign-in page: you will receive a link by e-mail, valid for 60 minutes.',
  },
  changeEmail: {
    question: 'How do I change my e-mail address?',
    answer:
      'Open "{{label:nav.profile}}" and click "{{label:profile.updateLogin}}". Enter the new address and confirm with your current password.\n\nYou can then sign in with your login or with the new address.',
  },
}

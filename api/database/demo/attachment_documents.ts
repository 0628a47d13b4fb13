import type { GuideSection } from '#services/pdf/attachment_pdf'

/**
 * The demo attachments: guides a provider of posted-worker representation really hands to its customers. Written in
 * English, with their titles in French and Polish too (the list a customer reads is in their language); the facts
 * are those of EU and French law as of the edition date.
 */
export interface DemoAttachment {
  /** Drive key and download name; also what makes the seeder find the attachment again. */
  fileName: string
  /** The English title, printed on the guide. */
  title: string
  /** The title in the other languages of the list. */
  titles: { fr: string; pl: string }
  subtitle: string
  hasCode: boolean
  countryCodes: string[]
  intro: string
  sections: GuideSection[]
  note: { heading: string; lines: string[] }
}

export const ATTACHMENTS_EDITION_DATE = '2026-11-01'

export const DEMO_ATTACHMENTS: DemoAttachment[] = [
  {
    fileName: 'france-posting-declaration-guide.pdf',
    title: 'France – SIPSI and IMI posting declaration guide',
    titles: {
      fr: 'France – Guide des déclarations de détachement SIPSI et IMI',
      pl: 'Francja – przewodnik po zgłoszeniach delegowania w SIPSI i IMI',
    },
    subtitle:
      'Which portal to use, what to declare and which documents to keep when you post workers to France',
    hasCode: false,
    countryCodes: ['FR'],
    intro:
      'France requires a declaration before every posting of workers to its territory. Since 2 February 2022 there ' +
      'are two channels: drivers of international road transport are declared in the EU IMI portal, every other ' +
      'posted worker in the French SIPSI portal. This guide helps you choose the right one, prepare the data and ' +
      'keep the documents the French labour inspectorate may ask for.',
    sections: [
      {
        heading: '1. Drivers or other workers: choose the right portal',
        bullets: [
          'Drivers carrying out cabotage or cross-trade operations in France (Directive (EU) 2020/1057, Mobility ' +
            'Package): declaration in the IMI Road Transport Posting Declaration portal, postingdeclaration.eu. ' +
            'See our separate "Mobility Package – IMI posting declaration checklist".',
          'Bilateral operations (from or to your country of establishment) and transit through France are not ' +
            'postings: no declaration.',
          'Every other posted worker (mechanics, warehouse or loading staff, construction, installation, services): ' +
            'declaration in SIPSI, sipsi.travail.gouv.fr, run by the French Ministry of Labour.',
        ],
      },
      {
        heading: '2. When to declare in SIPSI',
        paragraphs: [
          'The employer established outside France declares each posting online before the work starts in France. ' +
            'The declaration is made per posting (one client, one place of work, one period) and lists every ' +
            'posted worker. If the dates, the place or the workers change, file an amendment in SIPSI before the ' +
            'change takes effect.',
          'Your French client (the "donneur d\'ordre") must obtain a copy of the SIPSI acknowledgement before the ' +
            'work starts; send it as soon as you receive it. A client who does not have it must file a declaration ' +
            'itself, so expect to be asked.',
        ],
      },
      {
        heading: '3. Data to prepare',
        checklist: [
          'Your company: name, legal form, address, registration and VAT numbers, name of its legal representative.',
          'Your representative in France for the whole posting (name, address, phone, e-mail): the representative ' +
            'named in your representation contract, shown in the portal under "Your representative".',
          'The French client: name, address, SIRET, and the place or places where the work is done.',
          'The dates: start of the work in France and its expected end.',
          'The activity and the service provided.',
          'For each worker: last name, first names, date and place of birth, nationality, address, A1 certificate ' +
            '(or its application), job and qualification, gross hourly pay in France, working hours.',
          'Accommodation and transport arranged for the workers, if any.',
          'In construction: request the professional identification card (carte BTP) for each worker once the ' +
            'SIPSI declaration is made; workers must carry it on site.',
        ],
      },
      {
        heading: '4. Documents to keep available during the posting',
        paragraphs: [
          'Your representative in France must be able to produce these documents at once if an inspector asks; ' +
            'documents other than the A1 certificate must be translated into French.',
        ],
        checklist: [
          'Acknowledgement of the SIPSI declaration (and of each amendment).',
          'A1 certificate of each worker, or proof that it was applied for.',
          'Employment contract, or the document stating the place of work, duration, pay and working hours.',
          'Payslips for every month of work in France, and proof that wages were paid.',
          "Records of daily working time: start, end and duration of each day's work.",
          "For temporary work agencies: the agency's licence and the assignment contract.",
        ],
      },
      {
        heading: '5. Pay and working conditions',
        paragraphs: [
          'During the posting, French rules on minimum pay (the SMIC or the higher minimum of the applicable ' +
            'collective agreement), working time, rest, paid holidays, health and safety apply to your workers. ' +
            'For postings longer than 12 months (18 months after a motivated notification), almost all French ' +
            'employment rules apply.',
        ],
      },
      {
        heading: '6. Penalties',
        paragraphs: [
          'A missing or incomplete declaration, or a failure to appoint a representative, can lead to an ' +
            'administrative fine of up to 4,000 EUR per posted worker (8,000 EUR for a repeat offence within two ' +
            'years), with a ceiling of 500,000 EUR. The authorities can also suspend the service in France.',
        ],
      },
    ],
    note: {
      heading: 'Where to go',
      lines: [
        'SIPSI: sipsi.travail.gouv.fr – IMI road transport: postingdeclaration.eu',
        'Official information from the French Ministry of Labour: travail-emploi.gouv.fr, "Détachement de salariés".',
        'Your representative in France and its contact details: in the portal, tab France, "Your representative".',
      ],
    },
  },
  {
    fileName: 'mobility-package-imi-declaration-checklist.pdf',
    title: 'Mobility Package – IMI posting declaration checklist',
    titles: {
      fr: 'Paquet Mobilité – liste de contrôle de la déclaration de détachement IMI',
      pl: 'Pakiet Mobilności – lista kontrolna zgłoszenia delegowania w IMI',
    },
    subtitle: 'Posting of drivers in international road transport under Directive (EU) 2020/1057',
    hasCode: false,
    countryCodes: ['EU', 'FR', 'BE'],
    intro:
      'Since 2 February 2022, a road haulier established in an EU country declares the posting of its drivers in ' +
      'the public interface of the Internal Market Information System (IMI), the same for every EU country. Use ' +
      'this checklist before the first trip, in the cab, and after the posting.',
    sections: [
      {
        heading: '1. Is it a posting?',
        bullets: [
          'Cabotage (transport inside another EU country) and cross-trade (between two countries, neither being ' +
            'your country of establishment): posting – declare it.',
          'Bilateral operations from or to your country of establishment, including up to one extra loading or ' +
            'unloading in each direction (or two on the return when none was made on the outward trip): no posting.',
          'Transit through a country without loading or unloading: no posting.',
          'Initial or final road leg of a combined transport operation that is itself bilateral: no posting.',
        ],
      },
      {
        heading: '2. Before the posting starts',
        checklist: [
          'Create your operator account in the IMI road transport portal (postingdeclaration.eu).',
          'Declare each driver at the latest when the posting starts; one declaration covers one driver, one host ' +
            'country and up to six months.',
          'Identity of your company, with its Community licence number.',
          "A contact person who liaises with the host country's authorities and sends documents on their request " +
            '(your transport manager or another person).',
          'The driver: identity, address of residence, driving licence number.',
          "Start date of the driver's employment contract and the law that applies to it.",
          'Planned start and end of the posting; registration plates of the vehicles used.',
          'Type of service: carriage of goods or passengers, international carriage and/or cabotage.',
          "Pay the driver at least the host country's remuneration for the days of posting.",
        ],
      },
      {
        heading: '3. In the cab, on paper or on screen',
        checklist: [
          'A copy of the IMI posting declaration, printed or as a PDF on a phone or tablet.',
          'Evidence of the transport operation in the host country: consignment note (CMR or e-CMR) and, for ' +
            'cabotage, the evidence of the incoming international carriage and of each cabotage operation.',
          'Tachograph records, with the country symbol entered at the first suitable stopping place after each ' +
            'border crossing (smart tachographs of the second version record crossings automatically).',
        ],
      },
      {
        heading: '4. During and after the posting',
        checklist: [
          'Update the declaration when something changes: extend the end date, add a vehicle, correct an address.',
          'Download the driver card at least every 28 days and the vehicle unit at least every 90 days; keep the ' +
            'data for at least one year.',
          'Within eight weeks of a request received through IMI, send: the tachograph records and transport ' +
            "documents, the driver's employment contract, payslips and time sheets for the posting period, and " +
            'proof of payment.',
          'Keep the declaration and these documents together per driver, so that a request can be answered at once.',
        ],
      },
      {
        heading: '5. Common mistakes',
        bullets: [
          'Declaring bilateral trips "to be safe": it creates requests for documents you did not need to keep.',
          'Letting a declaration expire after six months while the driver still does cabotage or cross-trade.',
          'Forgetting the manual country entry at the border on older tachographs.',
          'Missing the eight-week deadline for documents: fines are set by each host country.',
        ],
      },
    ],
    note: {
      heading: 'Where to go',
      lines: [
        'IMI road transport posting declarations: postingdeclaration.eu',
        'Host countries\' pay rules: the single official national websites on posting (see europa.eu, "Posting of workers").',
        'Your representation contract and its countries are listed in the portal, under "Your contracts".',
      ],
    },
  },
  {
    fileName: 'partner-posted-driver-file-checklist.pdf',
    title: 'Partner members – posted driver file and A1 checklist',
    titles: {
      fr: 'Membres partenaires – dossier du conducteur détaché et liste de contrôle A1',
      pl: 'Członkowie partnerscy – teczka kierowcy delegowanego i lista kontrolna A1',
    },
    subtitle: "Reserved to customers who ordered with a partner's promo code",
    hasCode: true,
    countryCodes: ['EU', 'FR', 'BE'],
    intro:
      "Inspections of posted drivers are won or lost on the driver's file. This checklist, prepared for the members " +
      "of our partners' programmes, lists what to have ready for each driver, and when to renew it.",
    sections: [
      {
        heading: '1. Social security: the A1 certificate',
        paragraphs: [
          'A driver who works in two or more EU countries stays insured in one country, usually the one of ' +
            "residence or of the employer's seat (Regulation (EC) No 883/2004, Article 13). The A1 certificate " +
            "issued by that country's institution (ZUS in Poland) proves it; inspectors in every EU country " +
            'accept it.',
        ],
        checklist: [
          "Apply for the A1 before the driver starts working abroad; keep the application's proof until it arrives.",
          'Check its end date: ask for a new one in time when the period ends or the work pattern changes.',
          "Keep a copy in the cab and one in the driver's file.",
        ],
      },
      {
        heading: "2. The driver's file, kept per month",
        checklist: [
          'Employment contract and its amendments; the law that applies to it.',
          'IMI posting declarations of the month, with their updates.',
          'Payslips showing the pay for posting days separately, and proof of payment.',
          'Time sheets and tachograph data (driver card downloads every 28 days at most).',
          'Transport documents (CMR or e-CMR) of cabotage and cross-trade operations.',
          'Driving licence, driver qualification card (CPC) and tachograph card, with their end dates.',
        ],
      },
      {
        heading: '3. Every six months, with your contract',
        checklist: [
          'Compare the number of posted drivers with the number allowed by your representation contract; upgrade ' +
            'it in the portal before adding drivers.',
          'Renew the representation contract before its end date: the portal reminds you 30 days before.',
          'Re-check the countries: a new host country needs its contract before the first posting there.',
        ],
      },
    ],
    note: {
      heading: 'Why you receive this document',
      lines: [
        "It comes with the contracts ordered with a partner's promo code, for the countries of those contracts.",
        'The A1 rules above are those of Regulation (EC) No 883/2004; your social security institution decides each case.',
      ],
    },
  },
]

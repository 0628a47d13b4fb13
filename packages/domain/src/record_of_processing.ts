import type { Locale } from './enums.js'
import { RETENTION_DEFAULTS } from './privacy.js'

/**
 * The record of processing activities (GDPR Art. 30), once: the back-office's page renders it in the reader's
 * language and docs/record-of-processing.md is generated from it in English (recordOfProcessingMarkdown;
 * `node scripts/record-of-processing.mjs`). Periods come from RETENTION_DEFAULTS; a test holds the tables named
 * here against the migrations' and the drive folders against the api's keys.
 */
export type Texts = Record<Locale, string>

export const LEGAL_BASES = ['contract', 'legalObligation', 'legitimateInterest'] as const
export type LegalBasis = (typeof LEGAL_BASES)[number]

/** Who may see the data, by role: the customers' company roles, the back-office, and the people outside both. */
export const PROCESSING_VIEWERS = [
  'user',
  'owner',
  'manager',
  'accountant',
  'admin',
  'staffAccountant',
  'controller',
  'operators',
  'developers',
] as const
export type ProcessingViewer = (typeof PROCESSING_VIEWERS)[number]

export interface ProcessingActivity {
  key: string
  /** What is held. */
  data: Texts
  /** Why, with the legal reference beside the basis. */
  purpose: Texts
  legalBasis: LegalBasis
  /** How long. */
  retention: Texts
  /** Where: database tables, drive folders (`{company}` an id), and any other place. */
  tables: readonly string[]
  folders: readonly string[]
  elsewhere?: Texts
  /** Who sees it; `scope` narrows what that role sees. No viewer: nobody through the product. */
  viewers: readonly { role: ProcessingViewer; scope?: Texts }[]
}

const { driverMonths, accountingYears, sessionIdleMinutes, passwordResetMinutes, signInThrottleMinutes } =
  RETENTION_DEFAULTS

const driverPeriod: Texts = {
  en: `While posted on a running or scheduled contract, then ${driverMonths} months after the last posting ended (or after an inspector's request concerning him was closed); then erased (pseudonym "Driver #id")`,
  fr: `Tant qu'il est détaché sur un contrat en cours ou à venir, puis ${driverMonths} mois après la fin de son dernier détachement (ou la clôture d'une demande d'inspection le concernant) ; ensuite effacé (pseudonyme « Driver #id »)`,
  pl: `Dopóki jest delegowany w ramach trwającej lub zaplanowanej umowy, następnie ${driverMonths} miesięcy od zakończenia ostatniej delegacji (lub zamknięcia dotyczącego go wniosku inspekcji); potem usuwane (pseudonim „Driver #id”)`,
}

const driversObligation: Texts = {
  en: "To declare and document the company's postings of drivers, on its behalf (Directive (EU) 2020/1057)",
  fr: "Déclarer et documenter les détachements de conducteurs de l'entreprise, pour son compte (directive (UE) 2020/1057)",
  pl: 'Zgłaszanie i dokumentowanie delegowania kierowców przedsiębiorstwa, w jego imieniu (dyrektywa (UE) 2020/1057)',
}

const ownerManager = [{ role: 'owner' }, { role: 'manager' }] as const
const roadsideToday = {
  role: 'controller',
  scope: {
    en: 'the documents valid today, through the roadside link',
    fr: 'les documents valides du jour, par le lien de contrôle',
    pl: 'dokumenty ważne w danym dniu, przez link kontrolny',
  },
} as const

export const PROCESSING_ACTIVITIES: readonly ProcessingActivity[] = [
  {
    key: 'customerUsers',
    data: {
      en: "Customers' users: names, position, e-mail, login, phone, language, password hash, second factor (encrypted secret, hashed recovery codes), last sign-in, invitations",
      fr: 'Utilisateurs des clients : noms, fonction, e-mail, identifiant, téléphone, langue, empreinte du mot de passe, second facteur (secret chiffré, codes de secours hachés), dernière connexion, invitations',
      pl: 'Użytkownicy klientów: imiona i nazwiska, stanowisko, e-mail, login, telefon, język, skrót hasła, drugi składnik (zaszyfrowany sekret, zahaszowane kody zapasowe), ostatnie logowanie, zaproszenia',
    },
    purpose: {
      en: "The customer's accounts, orders and e-mails",
      fr: 'Les comptes du client, ses commandes et ses e-mails',
      pl: 'Konta klienta, jego zamówienia i e-maile',
    },
    legalBasis: 'contract',
    retention: {
      en: `While the company is a customer (a removed user is deactivated; his orders keep their author); reset links ${passwordResetMinutes} minutes`,
      fr: `Tant que l'entreprise est cliente (un utilisateur retiré est désactivé ; ses commandes gardent leur auteur) ; liens de réinitialisation ${passwordResetMinutes} minutes`,
      pl: `Dopóki firma jest klientem (usunięty użytkownik jest dezaktywowany; jego zamówienia zachowują autora); linki resetu hasła ${passwordResetMinutes} minut`,
    },
    tables: [
      'users',
      'profiles',
      'profile_words',
      'profile_phones',
      'user_identifiers',
      'company_invitations',
      'password_reset_tokens',
      'totp_recovery_codes',
    ],
    folders: [],
    viewers: [
      { role: 'user', scope: { en: 'his own', fr: 'les siennes', pl: 'własne' } },
      {
        role: 'owner',
        scope: { en: "the company's users", fr: "les utilisateurs de l'entreprise", pl: 'użytkownicy firmy' },
      },
      { role: 'admin' },
    ],
  },
  {
    key: 'companies',
    data: {
      en: 'Companies: name, address, VAT number and its VIES proof, IMI contact person (name, e-mail, phone), Community licence, vehicles’ plates',
      fr: 'Entreprises : raison sociale, adresse, numéro de TVA et sa preuve VIES, personne de contact IMI (nom, e-mail, téléphone), licence communautaire, immatriculations des véhicules',
      pl: 'Firmy: nazwa, adres, numer VAT i jego potwierdzenie VIES, osoba kontaktowa IMI (imię i nazwisko, e-mail, telefon), licencja wspólnotowa, numery rejestracyjne pojazdów',
    },
    purpose: {
      en: 'The contract, and the declarations of postings the company must make (Directive (EU) 2020/1057)',
      fr: "Le contrat, et les déclarations de détachement que l'entreprise doit faire (directive (UE) 2020/1057)",
      pl: 'Umowa oraz zgłoszenia delegowania, których firma musi dokonać (dyrektywa (UE) 2020/1057)',
    },
    legalBasis: 'contract',
    retention: {
      en: 'While the company is a customer',
      fr: "Tant que l'entreprise est cliente",
      pl: 'Dopóki firma jest klientem',
    },
    tables: ['companies', 'company_name_words', 'vehicles'],
    folders: [],
    viewers: [
      ...ownerManager,
      {
        role: 'accountant',
        scope: {
          en: 'the company page, read only',
          fr: "la fiche de l'entreprise, en lecture",
          pl: 'strona firmy, tylko odczyt',
        },
      },
      { role: 'admin' },
      {
        role: 'staffAccountant',
        scope: { en: 'read only', fr: 'en lecture', pl: 'tylko odczyt' },
      },
    ],
  },
  {
    key: 'driverIdentity',
    data: {
      en: "Drivers' identity: civility, names, date and place of birth, nationality",
      fr: 'Identité des conducteurs : civilité, nom et prénom, date et lieu de naissance, nationalité',
      pl: 'Tożsamość kierowców: zwrot grzecznościowy, imię i nazwisko, data i miejsce urodzenia, obywatelstwo',
    },
    purpose: driversObligation,
    legalBasis: 'legalObligation',
    retention: driverPeriod,
    tables: ['drivers', 'workers'],
    folders: [],
    viewers: [
      ...ownerManager,
      { role: 'admin' },
      {
        role: 'controller',
        scope: {
          en: 'name, birth date and nationality on the roadside page and certificate',
          fr: 'nom, date de naissance et nationalité sur la page de contrôle et l’attestation',
          pl: 'imię i nazwisko, data urodzenia i obywatelstwo na stronie kontroli i w zaświadczeniu',
        },
      },
    ],
  },
  {
    key: 'driverImi',
    data: {
      en: "Drivers' IMI details: home address, driving licence and driver card numbers, employment contract's start and applicable law",
      fr: 'Données IMI des conducteurs : adresse, numéros de permis et de carte conducteur, début et droit applicable du contrat de travail',
      pl: 'Dane IMI kierowców: adres zamieszkania, numery prawa jazdy i karty kierowcy, początek i prawo właściwe umowy o pracę',
    },
    purpose: driversObligation,
    legalBasis: 'legalObligation',
    retention: driverPeriod,
    tables: ['drivers'],
    folders: [],
    viewers: [...ownerManager, { role: 'admin' }],
  },
  {
    key: 'driverDocuments',
    data: {
      en: "Drivers' documents: identity document, driving licence, driver card, CPC, medical certificate, A1; of a posting: declaration, certificate, work contract, payslips, proof of payment, working time records, other",
      fr: 'Documents des conducteurs : pièce d’identité, permis, carte conducteur, FCO, certificat médical, A1 ; d’un détachement : déclaration, attestation, contrat de travail, bulletins de paie, preuve de paiement, relevés du temps de travail, autres',
      pl: 'Dokumenty kierowców: dokument tożsamości, prawo jazdy, karta kierowcy, świadectwo kwalifikacji, orzeczenie lekarskie, A1; delegacji: zgłoszenie, zaświadczenie, umowa o pracę, paski płacowe, dowód zapłaty, ewidencja czasu pracy, inne',
    },
    purpose: {
      en: 'The documents to show at a roadside check (Directive (EU) 2020/1057 Art. 1(11))',
      fr: 'Les documents à présenter lors d’un contrôle routier (directive (UE) 2020/1057 art. 1(11))',
      pl: 'Dokumenty do okazania podczas kontroli drogowej (dyrektywa (UE) 2020/1057 art. 1 ust. 11)',
    },
    legalBasis: 'legalObligation',
    retention: {
      en: "As the driver's identity; deleted from the drive with him (a removed posting's documents go with it)",
      fr: 'Comme l’identité du conducteur ; supprimés du stockage avec lui (les documents d’un détachement retiré partent avec lui)',
      pl: 'Jak tożsamość kierowcy; usuwane z magazynu wraz z nim (dokumenty usuniętej delegacji znikają razem z nią)',
    },
    tables: ['worker_documents'],
    folders: ['drivers/{company}/{driver}/'],
    viewers: [...ownerManager, { role: 'admin' }, roadsideToday],
  },
  {
    key: 'declarations',
    data: {
      en: 'Posting declarations: host country, dates, plates, kind of transport, IMI number and reminders',
      fr: 'Déclarations de détachement : pays d’accueil, dates, immatriculations, type de transport, numéro IMI et rappels',
      pl: 'Zgłoszenia delegowania: państwo przyjmujące, daty, numery rejestracyjne, rodzaj przewozu, numer IMI i przypomnienia',
    },
    purpose: driversObligation,
    legalBasis: 'legalObligation',
    retention: {
      en: "Kept with their posting, as the contract's history (the driver pseudonymised); their PDF as the driver's documents",
      fr: 'Conservées avec leur détachement, historique du contrat (conducteur pseudonymisé) ; leur PDF comme les documents du conducteur',
      pl: 'Przechowywane wraz z delegacją jako historia umowy (kierowca pod pseudonimem); ich PDF jak dokumenty kierowcy',
    },
    tables: ['posting_declarations', 'declaration_reminders'],
    folders: [],
    viewers: [...ownerManager, { role: 'admin' }],
  },
  {
    key: 'certificates',
    data: {
      en: 'Designation certificates (name, birth date and nationality printed)',
      fr: 'Attestations de désignation (nom, date de naissance et nationalité imprimés)',
      pl: 'Zaświadczenia o wyznaczeniu (z nadrukiem imienia i nazwiska, daty urodzenia i obywatelstwa)',
    },
    purpose: driversObligation,
    legalBasis: 'legalObligation',
    retention: {
      en: 'Drawn again when their facts change; deleted with the driver',
      fr: 'Refaites quand leurs données changent ; supprimées avec le conducteur',
      pl: 'Tworzone ponownie, gdy zmienią się ich dane; usuwane wraz z kierowcą',
    },
    tables: [],
    folders: ['certificates/{company}/{posting}/'],
    viewers: [...ownerManager, { role: 'admin' }, { role: 'controller' }],
  },
  {
    key: 'authorityRequests',
    data: {
      en: "Inspectors' requests and the files sent for a driver (payslips, tachograph records, contracts, time sheets)",
      fr: 'Demandes des inspecteurs et fichiers envoyés pour un conducteur (bulletins de paie, données du tachygraphe, contrats, relevés d’heures)',
      pl: 'Wnioski inspektorów i pliki przesłane dla kierowcy (paski płacowe, zapisy tachografu, umowy, ewidencja godzin)',
    },
    purpose: {
      en: "To answer the authority's request for the company",
      fr: 'Répondre à la demande de l’autorité pour l’entreprise',
      pl: 'Odpowiedź na wniosek organu w imieniu firmy',
    },
    legalBasis: 'legalObligation',
    retention: {
      en: `While open, then ${driverMonths} months after it was closed; the files for a driver are deleted with him`,
      fr: `Tant qu'elle est ouverte, puis ${driverMonths} mois après sa clôture ; les fichiers d’un conducteur sont supprimés avec lui`,
      pl: `Dopóki jest otwarty, następnie ${driverMonths} miesięcy od zamknięcia; pliki kierowcy są usuwane wraz z nim`,
    },
    tables: ['authority_requests', 'authority_request_drivers', 'authority_request_files'],
    folders: ['authority-requests/{company}/{request}/'],
    viewers: [
      ...ownerManager.map((viewer) => ({
        ...viewer,
        scope: { en: 'they upload', fr: 'ils déposent', pl: 'przesyłają pliki' },
      })),
      { role: 'admin' },
    ],
  },
  {
    key: 'roadsideLinks',
    data: {
      en: "Roadside links and their openings: the link's e-mail recipients, each opening's time, address and browser",
      fr: 'Liens de contrôle et leurs ouvertures : destinataires e-mail du lien, heure, adresse et navigateur de chaque ouverture',
      pl: 'Linki kontrolne i ich otwarcia: odbiorcy e-maila z linkiem, czas, adres i przeglądarka każdego otwarcia',
    },
    purpose: {
      en: 'Knowing the company’s link was used',
      fr: 'Savoir que le lien de l’entreprise a été utilisé',
      pl: 'Wiedza, że link firmy został użyty',
    },
    legalBasis: 'legitimateInterest',
    retention: {
      en: 'Links until their contract ends (revoked when the driver is erased); openings and sends with their posting',
      fr: 'Liens jusqu’à la fin de leur contrat (révoqués à l’effacement du conducteur) ; ouvertures et envois avec leur détachement',
      pl: 'Linki do końca umowy (unieważniane przy usunięciu kierowcy); otwarcia i wysyłki wraz z delegacją',
    },
    tables: ['roadside_links', 'roadside_openings', 'roadside_link_sends'],
    folders: [],
    viewers: [
      ...ownerManager.map((viewer) => ({
        ...viewer,
        scope: {
          en: 'counts and last opening',
          fr: 'nombres et dernière ouverture',
          pl: 'liczby i ostatnie otwarcie',
        },
      })),
      { role: 'admin' },
    ],
  },
  {
    key: 'billing',
    data: {
      en: 'Orders, payments, invoices and credit notes: the customer’s name, address and VAT number as issued',
      fr: 'Commandes, paiements, factures et avoirs : nom, adresse et numéro de TVA du client tels qu’émis',
      pl: 'Zamówienia, płatności, faktury i korekty: nazwa, adres i numer VAT klienta w chwili wystawienia',
    },
    purpose: {
      en: 'The contract, and keeping accounting records (Code de commerce L123-22)',
      fr: 'Le contrat, et la conservation des documents comptables (Code de commerce L123-22)',
      pl: 'Umowa oraz przechowywanie dokumentów księgowych (francuski Code de commerce L123-22)',
    },
    legalBasis: 'legalObligation',
    retention: {
      en: `${accountingYears} years after the issue date, then listed to the staff for deletion by hand`,
      fr: `${accountingYears} ans après la date d’émission, puis listés au personnel pour suppression manuelle`,
      pl: `${accountingYears} lat od daty wystawienia, potem wskazywane personelowi do ręcznego usunięcia`,
    },
    tables: [
      'worker_requests',
      'worker_request_lines',
      'payments',
      'invoices',
      'invoice_items',
      'credit_notes',
    ],
    folders: ['invoices/{year}/', 'credit-notes/{year}/'],
    viewers: [
      ...ownerManager,
      { role: 'accountant' },
      { role: 'admin' },
      { role: 'staffAccountant', scope: { en: 'read only', fr: 'en lecture', pl: 'tylko odczyt' } },
    ],
  },
  {
    key: 'audit',
    data: {
      en: 'Audit log: which admin (or the system) did what, when, from which address, with the changed fields',
      fr: 'Journal d’audit : quel administrateur (ou le système) a fait quoi, quand, depuis quelle adresse, avec les champs modifiés',
      pl: 'Dziennik audytu: który administrator (lub system) co zrobił, kiedy, z jakiego adresu, ze zmienionymi polami',
    },
    purpose: {
      en: 'Accountability of the provider’s staff',
      fr: 'Traçabilité des actions du personnel du prestataire',
      pl: 'Rozliczalność działań personelu usługodawcy',
    },
    legalBasis: 'legitimateInterest',
    retention: {
      en: 'Kept with the records it describes; a driver’s erasure is logged by his id only',
      fr: 'Conservé avec les données qu’il décrit ; l’effacement d’un conducteur est journalisé par son seul identifiant',
      pl: 'Przechowywany wraz z opisywanymi danymi; usunięcie kierowcy zapisywane tylko z jego identyfikatorem',
    },
    tables: ['audit_logs'],
    folders: [],
    viewers: [{ role: 'admin' }],
  },
  {
    key: 'sessions',
    data: {
      en: 'Sessions and sign-in throttles: session id, user id, client address',
      fr: 'Sessions et limites de connexion : identifiant de session, identifiant d’utilisateur, adresse du client',
      pl: 'Sesje i limity logowania: identyfikator sesji, identyfikator użytkownika, adres klienta',
    },
    purpose: {
      en: 'Security of the service',
      fr: 'Sécurité du service',
      pl: 'Bezpieczeństwo usługi',
    },
    legalBasis: 'legitimateInterest',
    retention: {
      en: `${sessionIdleMinutes} minutes without activity (expired sessions purged hourly); throttles ${signInThrottleMinutes} minutes`,
      fr: `${sessionIdleMinutes} minutes sans activité (sessions expirées purgées toutes les heures) ; limites ${signInThrottleMinutes} minutes`,
      pl: `${sessionIdleMinutes} minut bez aktywności (wygasłe sesje usuwane co godzinę); limity ${signInThrottleMinutes} minut`,
    },
    tables: ['sessions', 'rate_limits'],
    folders: [],
    elsewhere: { en: 'or Redis', fr: 'ou Redis', pl: 'lub Redis' },
    viewers: [],
  },
  {
    key: 'logs',
    data: {
      en: 'Request and job logs: method, path without its query string, status, time, request id, job name and ids (no names, e-mails or document names)',
      fr: 'Journaux des requêtes et des tâches : méthode, chemin sans paramètres, statut, durée, identifiant de requête, nom de tâche et identifiants (ni noms, ni e-mails, ni noms de documents)',
      pl: 'Logi żądań i zadań: metoda, ścieżka bez parametrów, status, czas, identyfikator żądania, nazwa zadania i identyfikatory (bez nazwisk, e-maili i nazw dokumentów)',
    },
    purpose: {
      en: 'Security and operation of the service',
      fr: 'Sécurité et exploitation du service',
      pl: 'Bezpieczeństwo i utrzymanie usługi',
    },
    legalBasis: 'legitimateInterest',
    retention: {
      en: 'As long as the hosting keeps the process output',
      fr: 'Aussi longtemps que l’hébergement conserve la sortie du processus',
      pl: 'Tak długo, jak hosting przechowuje wyjście procesu',
    },
    tables: [],
    folders: [],
    elsewhere: {
      en: "The api process's standard output (JSON lines)",
      fr: 'La sortie standard du processus de l’api (lignes JSON)',
      pl: 'Standardowe wyjście procesu api (wiersze JSON)',
    },
    viewers: [{ role: 'operators' }],
  },
  {
    key: 'developmentMails',
    data: {
      en: 'E-mails the api would have sent, in development without SMTP: recipient, subject, body',
      fr: 'E-mails que l’api aurait envoyés, en développement sans SMTP : destinataire, objet, contenu',
      pl: 'E-maile, które api wysłałoby, w środowisku deweloperskim bez SMTP: odbiorca, temat, treść',
    },
    purpose: {
      en: 'Development and testing',
      fr: 'Développement et tests',
      pl: 'Rozwój i testy',
    },
    legalBasis: 'legitimateInterest',
    retention: {
      en: 'Until deleted by hand',
      fr: 'Jusqu’à suppression manuelle',
      pl: 'Do ręcznego usunięcia',
    },
    tables: [],
    folders: [],
    elsewhere: {
      en: 'Files under api/storage/mails/ (MAIL_MAILER=file)',
      fr: 'Fichiers sous api/storage/mails/ (MAIL_MAILER=file)',
      pl: 'Pliki w api/storage/mails/ (MAIL_MAILER=file)',
    },
    viewers: [{ role: 'developers' }],
  },
]

/**
 * Tables the migrations create that hold no personal data: reference data, contracts and their counters, reminder
 * stages and file keys (ids only). A new table must be named here or in an activity (a test says so).
 */
export const TABLES_WITHOUT_PERSONAL_DATA = [
  'attachment_countries',
  'attachments',
  'authority_request_kinds',
  'authority_request_reminders',
  'business_introducers',
  'contract_reminders',
  'document_reminders',
  'document_sequences',
  'offer_files',
  'representative_companies',
  'representative_countries',
  'stored_file_deletions',
  'terms_of_sale_versions',
  'vat_rates',
  'worker_contracts',
  'worker_packages',
] as const

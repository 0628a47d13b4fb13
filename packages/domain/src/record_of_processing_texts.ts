import type { Locale } from './enums.js'
import type { LegalBasis, ProcessingViewer } from './record_of_processing.js'

/** The record of processing's own words (title, introduction, headings, labels), in each language. */
export interface RecordOfProcessingTexts {
  title: string
  introduction: string
  columns: { data: string; purpose: string; retention: string; where: string; viewers: string }
  tables: string
  folders: string
  nobody: string
  legalBases: Record<LegalBasis, string>
  viewers: Record<ProcessingViewer, string>
}

export const RECORD_OF_PROCESSING_TEXTS: Record<Locale, RecordOfProcessingTexts> = {
  en: {
    title: 'Record of processing activities',
    introduction:
      'The personal data the Posted Workers Portal holds (GDPR Art. 30), why, for how long, where and who can see it. ' +
      "The controller of the drivers' data is each customer company (the portal processes it on its behalf, as its " +
      "representative in the host countries); the provider is the controller of its customers' users and of its own " +
      "staff's data. The periods are the configuration's defaults (DRIVER_RETENTION_MONTHS, ACCOUNTING_RETENTION_YEARS, " +
      'SESSION_AGE_MINUTES).',
    columns: {
      data: 'Data',
      purpose: 'Why (legal basis)',
      retention: 'How long',
      where: 'Where',
      viewers: 'Who sees it',
    },
    tables: 'Tables',
    folders: 'Drive folders',
    nobody: 'Nobody through the product',
    legalBases: {
      contract: 'Contract (GDPR Art. 6(1)(b))',
      legalObligation: 'Legal obligation (GDPR Art. 6(1)(c))',
      legitimateInterest: 'Legitimate interest (GDPR Art. 6(1)(f))',
    },
    viewers: {
      user: 'The user',
      owner: 'Company owner',
      manager: 'Company manager',
      accountant: 'Company accountant',
      admin: 'Back-office admin',
      staffAccountant: 'Back-office accountant',
      controller: 'Roadside controller',
      operators: 'Hosting operators',
      developers: 'Developers',
    },
  },
  fr: {
    title: 'Registre des activités de traitement',
    introduction:
      'Les données personnelles que le portail des travailleurs détachés conserve (RGPD art. 30), pourquoi, combien ' +
      'de temps, où et qui peut les voir. Le responsable du traitement des données des conducteurs est chaque ' +
      'entreprise cliente (le portail les traite pour son compte, comme son représentant dans les pays d’accueil) ; ' +
      'le prestataire est responsable des données des utilisateurs de ses clients et de son propre personnel. Les ' +
      'durées sont celles de la configuration par défaut (DRIVER_RETENTION_MONTHS, ACCOUNTING_RETENTION_YEARS, ' +
      'SESSION_AGE_MINUTES).',
    columns: {
      data: 'Données',
      purpose: 'Finalité (base légale)',
      retention: 'Durée de conservation',
      where: 'Emplacement',
      viewers: 'Qui y a accès',
    },
    tables: 'Tables',
    folders: 'Dossiers du stockage',
    nobody: 'Personne dans le produit',
    legalBases: {
      contract: 'Contrat (RGPD art. 6(1)(b))',
      legalObligation: 'Obligation légale (RGPD art. 6(1)(c))',
      legitimateInterest: 'Intérêt légitime (RGPD art. 6(1)(f))',
    },
    viewers: {
      user: 'L’utilisateur',
      owner: 'Propriétaire de l’entreprise',
      manager: 'Gestionnaire de l’entreprise',
      accountant: 'Comptable de l’entreprise',
      admin: 'Administrateur du back-office',
      staffAccountant: 'Comptable du back-office',
      controller: 'Contrôleur routier',
      operators: 'Exploitants de l’hébergement',
      developers: 'Développeurs',
    },
  },
  pl: {
    title: 'Rejestr czynności przetwarzania',
    introduction:
      'Dane osobowe przechowywane przez portal pracowników delegowanych (RODO art. 30): dlaczego, jak długo, gdzie ' +
      'i kto może je zobaczyć. Administratorem danych kierowców jest każda firma będąca klientem (portal przetwarza ' +
      'je w jej imieniu, jako jej przedstawiciel w państwach przyjmujących); usługodawca jest administratorem danych ' +
      'użytkowników swoich klientów i własnego personelu. Okresy to domyślne wartości konfiguracji ' +
      '(DRIVER_RETENTION_MONTHS, ACCOUNTING_RETENTION_YEARS, SESSION_AGE_MINUTES).',
    columns: {
      data: 'Dane',
      purpose: 'Cel (podstawa prawna)',
      retention: 'Okres przechowywania',
      where: 'Miejsce',
      viewers: 'Kto ma wgląd',
    },
    tables: 'Tabele',
    folders: 'Foldery magazynu',
    nobody: 'Nikt w produkcie',
    legalBases: {
      contract: 'Umowa (RODO art. 6 ust. 1 lit. b)',
      legalObligation: 'Obowiązek prawny (RODO art. 6 ust. 1 lit. c)',
      legitimateInterest: 'Prawnie uzasadniony interes (RODO art. 6 ust. 1 lit. f)',
    },
    viewers: {
      user: 'Użytkownik',
      owner: 'Właściciel firmy',
      manager: 'Menedżer firmy',
      accountant: 'Księgowy firmy',
      admin: 'Administrator back-office',
      staffAccountant: 'Księgowy back-office',
      controller: 'Kontroler drogowy',
      operators: 'Operatorzy hostingu',
      developers: 'Programiści',
    },
  },
}

/** The back-office users' words (their resource, the roles, an accountant's home), in French. */
export const frBackOfficeUsers = {
  app: {
    back_office_users: {
      roles: {
        admin: 'Administrateur',
        accountant: 'Comptable',
      },
      role_help:
        'Un comptable consulte les factures, les avoirs, les entreprises et les contrats et télécharge leurs exports ; un administrateur peut tout faire.',
      active_help:
        'Un utilisateur désactivé ne peut plus se connecter, et ses sessions ouvertes prennent fin aussitôt.',
      create_help:
        "Aucun mot de passe n'est saisi ici : le nouvel utilisateur reçoit un e-mail, dans la langue choisie, avec un lien pour choisir le sien (valable 7 jours), puis configure la double authentification à sa première connexion.",
      deactivated: 'Désactivé',
      reset_second_factor: {
        action: 'Réinitialiser la connexion à deux facteurs',
        title: 'Réinitialiser la connexion à deux facteurs de %{login} ?',
        content:
          "Pour un utilisateur qui a perdu à la fois son téléphone et ses codes de secours. Ses sessions prennent fin et, à sa prochaine connexion avec son mot de passe, il configure de nouveau la connexion à deux facteurs. Un utilisateur qui a encore un code de secours n'en a pas besoin.",
        done: 'Connexion à deux facteurs réinitialisée',
      },
      accountant_intro:
        'Vous consultez les factures, les avoirs, les entreprises et les contrats, et téléchargez leurs exports et les documents de la période.',
    },
  },
  resources: {
    backOfficeUsers: {
      name: 'Utilisateur du back-office |||| Utilisateurs du back-office',
      fields: {
        firstName: 'Prénom',
        lastName: 'Nom',
        login: 'Identifiant',
        email: 'E-mail',
        role: 'Rôle',
        language: 'Langue des e-mails',
        isActive: 'Actif',
        totpEnabled: 'Double authentification',
        lastSignInAt: 'Dernière connexion',
        createdAt: 'Créé le',
        q: 'Rechercher',
      },
    },
  },
}

import type { FaqData } from './types'

export const fr: FaqData = {
  imiRegistration: {
    question: 'Comment inscrire ma société dans IMI et déclarer le détachement de mes conducteurs ?',
    answer:
      'Les déclarations de détachement des conducteurs routiers se font dans l’interface publique IMI de la Commission européenne (postingdeclaration.eu). Créez d’abord un compte EU Login, puis inscrivez votre société avec son numéro de licence communautaire.\n\nPour chaque conducteur, déclarez le détachement avant la première opération dans le pays d’accueil. Dans la partie « personne de contact » de la déclaration, indiquez les coordonnées du représentant figurant dans votre contrat pour ce pays (voir « {{faq:representative}} »). Remettez au conducteur une copie de la déclaration, sur papier ou sous forme électronique.',
  },
  addDriver: {
    question: 'Comment ajouter un conducteur ?',
    answer:
      'Sur la page d’accueil, ouvrez l’onglet du pays concerné, allez dans la liste des salariés et cliquez sur « {{label:workers.add}} ». Renseignez l’identité du conducteur (civilité, prénom et nom, date et lieu de naissance, nationalité) puis enregistrez.\n\nLe bouton est désactivé lorsque vous avez déjà déclaré autant de conducteurs que votre contrat le permet : retirez un conducteur qui ne travaille plus pour vous ou achetez des conducteurs supplémentaires (voir « {{faq:buyMore}} »).',
  },
  addDocuments: {
    question: 'Comment ajouter des documents pour un conducteur ?',
    answer:
      'Dans la liste des salariés, ouvrez les options du conducteur, choisissez « {{label:workers.details}} », puis cliquez sur « {{label:documents.add}} » dans le panneau des documents. Glissez vos fichiers dans la fenêtre ou parcourez votre ordinateur, choisissez une catégorie pour chaque fichier (contrat de travail, attestation de détachement, certificat A1, bulletin de salaire, preuve de paiement du salaire, relevé du temps de travail ou autre) et cliquez sur « {{label:upload.submit}} ».\n\nVous pouvez envoyer plusieurs fichiers à la fois. Le bouton d’envoi reste désactivé tant qu’un fichier n’a pas de catégorie.',
  },
  duplicateFileName: {
    question: 'Pourquoi ne puis-je pas ajouter un document ?',
    answer:
      'Un document ne peut pas être ajouté lorsqu’un fichier portant le même nom existe déjà pour ce conducteur. Renommez votre fichier (par exemple en ajoutant le mois ou la date, comme « bulletin-2025-03.pdf ») puis envoyez-le de nouveau.\n\nVérifiez aussi qu’une catégorie est choisie pour chaque fichier : sinon, le bouton d’envoi reste désactivé.',
  },
  whichDocuments: {
    question: 'Quels documents conserver dans le portail pour chaque conducteur ?',
    answer:
      'Conservez les documents qu’une autorité de contrôle peut demander : la déclaration de détachement, le certificat A1, le contrat de travail (avec sa traduction si elle est exigée), les bulletins de salaire, les preuves de paiement des salaires et les relevés du temps de travail (données du chronotachygraphe).\n\nLes tenir à jour dans le portail permet à votre représentant de répondre rapidement, en votre nom, à une demande des autorités.',
  },
  invoices: {
    question: 'Où trouver mes factures ?',
    answer:
      'Sur la page d’accueil, ouvrez l’onglet d’un pays et dépliez la section « {{label:contracts.invoices}} » du contrat. Chaque facture se télécharge au format PDF ; les éventuels avoirs apparaissent sous la facture qu’ils corrigent.\n\nUne facture est émise pour chaque contrat dès la validation de votre commande. Les factures portent les deux numéros de TVA. Une entreprise établie dans un autre État membre de l’UE avec un numéro de TVA valide est facturée sans TVA (autoliquidation) ; une entreprise établie en France paie la TVA française. Le menu des langues, à côté de chaque facture, la télécharge en français, en polonais ou en anglais.',
  },
  representative: {
    question: 'Où trouver les coordonnées de mon représentant ?',
    answer:
      'Sur la page d’accueil, chaque onglet de pays affiche la fiche de votre représentant dans ce pays : nom, adresse, téléphone, adresse e-mail et, le cas échéant, identifiants (SIRET, SIREN, numéro de TVA ou code fiscal).\n\nUtilisez ces coordonnées dans vos déclarations de détachement et communiquez-les à vos conducteurs, qui peuvent devoir les présenter lors d’un contrôle routier.',
  },
  contractEndDate: {
    question: 'Quand mon contrat se termine-t-il ?',
    answer:
      'Le résumé du contrat, dans chaque onglet de pays, indique la date de début, la date de fin et le nombre de jours restants. Un contrat dure six mois (183 jours) à compter de sa date de début et ne peut pas être résilié par anticipation.\n\nTrente jours avant la date de fin, une alerte apparaît sur la page d’accueil avec un bouton pour renouveler le contrat.',
  },
  purchasedDrivers: {
    question: 'Combien de conducteurs ai-je achetés ?',
    answer:
      'Le nombre de conducteurs autorisé par votre contrat figure dans le résumé du contrat de chaque onglet de pays. Le symbole ∞ signifie que votre formule couvre un nombre illimité de conducteurs.\n\nLa liste des salariés indique combien de conducteurs sont actuellement déclarés.',
  },
  buyMore: {
    question: 'Comment acheter des services supplémentaires (plus de conducteurs ou de pays) ?',
    answer:
      'Cliquez sur « {{label:upgrade.open}} » au-dessus de vos contrats. Choisissez un nombre de conducteurs plus élevé ou ajoutez un pays de représentation, acceptez les conditions générales de vente et payez par carte ou par virement.\n\nVous ne payez que la différence mensuelle pour les mois restant à courir, et la date de fin du contrat ne change pas. Une évolution n’est pas possible tant qu’une autre demande attend son paiement ou sa validation.',
  },
  renewal: {
    question: 'Comment renouveler mon contrat ?',
    answer:
      'À partir de trente jours avant la date de fin, une alerte avec un bouton « {{label:renewal.renew}} » apparaît sur la page d’accueil ; le bouton est aussi disponible dans l’onglet du contrat. Vérifiez les pays et le nombre de conducteurs, acceptez les conditions générales de vente et choisissez votre moyen de paiement.\n\nLe nouveau contrat commence le lendemain de la fin du contrat en cours et dure six mois : votre représentation continue sans interruption. Un virement est attendu sous deux jours ouvrés ; le renouvellement est validé dès réception du paiement.',
  },
  termsOfSale: {
    question: 'Où consulter les conditions générales de vente ?',
    answer:
      'Le résumé du contrat de chaque onglet de pays contient un lien vers les conditions générales de vente qui s’y appliquent, disponibles en français et en polonais. Vous les acceptez à chaque commande, renouvellement ou évolution, et vous pouvez les imprimer ou les télécharger à tout moment.',
  },
  dismissDriver: {
    question: 'Un conducteur a quitté ma société. Que dois-je faire ?',
    answer:
      'Dans la liste des salariés, ouvrez les options du conducteur et choisissez « {{label:workers.remove}} ». La suppression d’un conducteur efface aussi tous ses documents : téléchargez au préalable ceux que vous devez conserver.\n\nLa place se libère immédiatement et vous pouvez y déclarer un autre conducteur. Pensez également à mettre à jour la déclaration de détachement dans IMI.',
  },
  companyData: {
    question: 'Comment modifier les données de ma société ?',
    answer:
      'La raison sociale, l’adresse et le numéro de TVA ne peuvent pas être modifiés dans le portail, car ils figurent sur vos contrats et vos factures. Envoyez les nouvelles informations à votre administrateur avec un extrait récent du registre du commerce ; la modification sera faite pour vous.\n\nVos données personnelles (nom, fonction, numéro de téléphone) se modifient à tout moment sur la page « {{label:nav.profile}} ».',
  },
  changePassword: {
    question: 'Comment changer mon mot de passe ?',
    answer:
      'Ouvrez « {{label:nav.profile}} » depuis le menu sous votre nom et cliquez sur « {{label:profile.updatePassword}} ». Saisissez votre mot de passe actuel, puis deux fois le nouveau (au moins 8 caractères).\n\nSi vous avez oublié votre mot de passe, utilisez le lien « {{label:login.forgotPassword}} » de la page de connexion : vous recevrez par e-mail un lien valable 60 minutes.',
  },
  changeEmail: {
    question: 'Comment changer mon adresse e-mail ?',
    answer:
      'Ouvrez « {{label:nav.profile}} » et cliquez sur « {{label:profile.updateLogin}} ». Saisissez la nouvelle adresse et confirmez avec votre mot de passe actuel.\n\nVous pourrez ensuite vous connecter avec votre identifiant ou avec la nouvelle adresse.',
  },
}

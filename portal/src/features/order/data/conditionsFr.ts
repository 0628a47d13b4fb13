import type { ConditionsText } from './types'

export const fr: ConditionsText = {
  preamble:
    'Les présentes conditions générales de vente (les « Conditions ») régissent le service de représentation (le « Service ») fourni au moyen de ce portail par le prestataire de représentation (le « Prestataire ») aux entreprises établies dans l’Union européenne qui détachent des salariés, notamment des conducteurs du transport routier international, dans un autre État membre (le « Client »). Toute commande emporte l’acceptation pleine et entière des présentes Conditions ainsi que des conditions de vente de chaque pays choisi dans la commande.',
  articles: [
    {
      title: 'Objet du Service',
      paragraphs: [
        'Le Prestataire agit en qualité de représentant et de personne de contact du Client auprès des autorités de chaque pays couvert par le contrat, conformément aux règles relatives au détachement de travailleurs et au Paquet Mobilité de l’Union européenne. Il tient à la disposition des autorités les documents de détachement mis à sa disposition par le Client et transmet sans délai au Client les demandes qu’elles lui adressent.',
        'Le Service couvre soit un pays de représentation par contrat, soit, avec le Paquet Mobilité UE, l’ensemble des États membres qui appliquent ces règles au transport routier. Les conditions de vente propres à chaque pays, disponibles au format PDF lors de la commande, complètent les présentes Conditions ; en cas de divergence, elles prévalent pour les questions propres au pays concerné.',
      ],
    },
    {
      title: 'Commande',
      paragraphs: [
        'Le Client commande en ligne en choisissant les pays de représentation, la formule et le nombre de salariés de chaque pays ainsi que le mode de paiement, puis en acceptant les présentes Conditions. Le contrat est formé dès l’acceptation et le paiement de la commande.',
        'Le Client garantit l’exactitude des informations fournies (raison sociale, numéro de TVA, adresse, personne de contact) et les tient à jour. Le numéro de TVA est vérifié auprès du registre européen ; une commande passée avec des informations inexactes peut être refusée ou annulée.',
      ],
    },
    {
      title: 'Durée, renouvellement et résiliation',
      paragraphs: [
        'Chaque contrat est conclu pour une durée déterminée de six mois (183 jours) à compter de sa date de début et se paie d’avance pour toute sa durée.',
        'Le contrat ne peut être résilié par anticipation par aucune des parties, sauf en cas de force majeure dans les conditions prévues ci-dessous. Il n’est pas reconduit tacitement : il peut être renouvelé par une nouvelle commande, l’acceptation des conditions alors en vigueur et le paiement. Le Client reçoit un rappel avant l’échéance du contrat.',
      ],
    },
    {
      title: 'Prix',
      paragraphs: [
        'Les prix sont indiqués en euros par mois, hors taxes, par pays de représentation et par formule (nombre de salariés illimité, ou prix par salarié jusqu’à un nombre maximal de salariés). Le prix applicable est celui affiché au moment de la commande ; un code promotionnel remis par un apporteur d’affaires peut donner accès à des tarifs particuliers.',
        'Le montant dû pour un contrat est le prix mensuel multiplié par les six mois de la durée du contrat. Entre entreprises établies dans des États membres différents, les factures sont émises sans TVA selon le mécanisme de l’autoliquidation ; elles mentionnent les numéros de TVA des deux parties.',
        'Les déclarations de détachement effectuées pour le compte du Client, la traduction de documents et les frais supplémentaires (tels que l’assistance lors d’un contrôle ou le traitement d’une demande particulière d’une autorité) ne sont pas compris dans le prix ; ils sont facturés sur devis préalablement accepté par le Client.',
      ],
    },
    {
      title: 'Paiement et facturation',
      paragraphs: [
        'Le paiement s’effectue d’avance par carte bancaire, sur la page sécurisée du prestataire de paiement du Prestataire (les données de carte ne sont jamais conservées par le Prestataire), ou par virement bancaire.',
        'Le virement doit être effectué dans les deux jours ouvrés suivant la commande, en indiquant la référence de paiement communiquée. Le contrat démarre à réception des fonds et après validation de la commande ; un paiement par carte valide la commande immédiatement.',
        'Une facture est émise pour chaque contrat lors de la validation de la commande et mise à disposition dans l’espace du Client. Toute somme non payée à son échéance porte intérêt, de plein droit et sans mise en demeure, au taux de {latePaymentRate}, outre l’indemnité forfaitaire pour frais de recouvrement de 40 € (article L441-10 du Code de commerce). Aucun escompte n’est accordé pour paiement anticipé.',
      ],
    },
    {
      title: 'Remboursement',
      paragraphs: [
        'Le Client peut demander par écrit le remboursement dans un délai de 30 jours à compter du paiement, à condition qu’aucun acte de représentation n’ait été accompli au titre du contrat. Passé ce délai, ou dès que le Service a été utilisé, le prix de toute la durée du contrat reste dû.',
      ],
    },
    {
      title: 'Obligations du Client',
      paragraphs: [
        'Le Client effectue les déclarations de détachement exigées par les pays d’accueil (notamment au moyen du portail européen IMI pour le transport routier), y désigne le Prestataire comme personne de contact et tient à jour dans le portail les documents de chaque salarié détaché : contrat de travail, certificat A1, bulletins de paie, preuves du paiement des salaires et relevés du temps de travail.',
        'Le Client informe sans délai le Prestataire de tout changement concernant son entreprise ou ses salariés et répond aux demandes transmises par le Prestataire dans les délais fixés par les autorités.',
      ],
    },
    {
      title: 'Obligations et responsabilité du Prestataire',
      paragraphs: [
        'Le Prestataire exécute le Service avec diligence et est tenu d’une obligation de moyens. Il n’est pas responsable des conséquences d’informations ou de documents incomplets, inexacts ou tardifs fournis par le Client, ni des sanctions résultant des obligations propres du Client en sa qualité d’employeur.',
        'La responsabilité du Prestataire, quelle qu’en soit la cause, est limitée au prix payé pour le contrat concerné ; elle ne couvre pas les préjudices indirects tels que la perte d’exploitation ou de bénéfice.',
      ],
    },
    {
      title: 'Confidentialité',
      paragraphs: [
        'Chaque partie garde confidentielles les informations qu’elle reçoit de l’autre dans le cadre du contrat et ne les utilise que pour son exécution. Cette obligation s’applique pendant toute la durée du contrat et pendant cinq ans après son terme.',
      ],
    },
    {
      title: 'Non-sollicitation',
      paragraphs: [
        'Le Client s’engage à ne pas solliciter ni embaucher, directement ou indirectement, un salarié ou un représentant du Prestataire ayant participé au Service, pendant la durée du contrat et pendant un an après son terme.',
      ],
    },
    {
      title: 'Force majeure',
      paragraphs: [
        'Aucune partie n’est responsable d’un manquement causé par un événement de force majeure. Les obligations concernées sont suspendues pendant la durée de l’événement. S’il se prolonge au-delà de trois mois, chaque partie peut résilier le contrat par lettre recommandée, sans indemnité.',
      ],
    },
    {
      title: 'Données personnelles',
      paragraphs: [
        'Le Prestataire traite les données personnelles des contacts et des salariés du Client uniquement pour exécuter le contrat et respecter ses obligations légales, conformément au règlement général sur la protection des données (UE) 2016/679. Les personnes concernées peuvent exercer leurs droits d’accès, de rectification, d’effacement, de limitation et d’opposition en écrivant au Prestataire.',
      ],
    },
    {
      title: 'Réclamations et droit applicable',
      paragraphs: [
        'Toute réclamation relative au Service doit être formulée dans un délai d’un an à compter du fait qui lui donne naissance ; passé ce délai, elle est prescrite.',
        'Les présentes Conditions sont soumises au droit français. Les parties rechercheront une solution amiable à tout litige avant de le porter devant les tribunaux compétents du siège du Prestataire.',
      ],
    },
  ],
}

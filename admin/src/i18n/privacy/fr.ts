/** Les mots de la vie privée : le filtre de conservation comptable, le registre des traitements, l'export et l'effacement d'un conducteur. */
export const frPrivacy = {
  app: {
    privacy: {
      record_menu: 'Registre RGPD',
      past_retention: 'Durée de conservation dépassée',
    },
  },
}

/**
 * French of the booking pages (/fr/book, a booking's manage page) and of the messages the server
 * sends them by id (English in ../en/booking.ts and beside the components).
 */
export default {
  "booking.form.expired":
    "Cette page est ouverte depuis longtemps. Veuillez vérifier vos renseignements et choisir de nouveau votre plage horaire.",
  "booking.form.checkAndSend":
    "Veuillez vérifier vos renseignements et envoyer de nouveau le formulaire.",
  "booking.form.alreadyBooked":
    "Cette consultation est déjà réservée. Votre invitation et le lien pour la modifier se trouvent dans votre courriel.",
  "booking.form.taken":
    "Cette plage horaire vient d’être réservée. Veuillez en choisir une autre ci-dessous.",
  "booking.form.notOffered":
    "Cette plage horaire n’est plus offerte. Veuillez choisir l’une des plages ci-dessous.",
  "booking.pick.taken":
    "Quelqu’un d’autre vient de choisir cette plage horaire. Veuillez en choisir une autre ci-dessous.",
  "booking.manage.cancelled":
    "Votre consultation est annulée. Nous vous avons envoyé par courriel une annulation pour votre agenda.",
  "booking.manage.rescheduled":
    "Votre consultation a été déplacée. Nous vous avons envoyé par courriel la nouvelle invitation.",
  "booking.manage.tooLate":
    "Votre consultation commence dans moins de {hours, plural, one {# heure} other {# heures}}\u00a0: elle ne peut plus être modifiée en ligne. Veuillez plutôt nous écrire ou nous téléphoner.",
  "booking.manage.alreadyCancelled":
    "Cette consultation a été annulée et ne peut donc plus être modifiée. Vous pouvez en réserver une nouvelle.",
  "booking.page.title": "Réserver une consultation de 30 minutes",
  "booking.page.lead":
    "Choisissez le moment qui vous convient. Un consultant principal passera en revue vos défis et vous dira franchement si nous pouvons vous aider, et comment.",
  "booking.page.thankYouTitle":
    "Merci, {firstName}. Trouvons 30 minutes ensemble.",
  "booking.page.noTimes":
    "Aucune plage horaire n’est ouverte en ligne pour le moment. Proposez-nous les moments qui vous conviennent\u00a0: nous vous en confirmerons un d’ici un jour ouvrable.",
  "booking.picker.legend": "Choisissez une plage horaire",
  "booking.picker.zoneNote":
    "Les heures sont indiquées selon le fuseau {zone}.",
  "booking.picker.count": "{count, plural, one {# plage} other {# plages}}",
  "booking.picker.zoneLabel": "Votre fuseau horaire",
  "booking.picker.showTimes": "Afficher les heures",
  "booking.form.heading": "Réserver votre consultation",
  "booking.pick.legend": "Étape 1 sur 2\u00a0: choisissez une plage horaire",
  "booking.pick.submit": "Continuer",
  "booking.pick.holdUnknown":
    "Cette plage horaire n’est plus retenue pour vous. Veuillez choisir de nouveau une plage horaire.",
  "booking.details.legend": "Étape 2 sur 2\u00a0: vos coordonnées",
  "booking.details.held":
    "Nous retenons cette plage horaire pour vous jusqu’à {until}.",
  "booking.details.lapsed":
    "Nous avons retenu cette plage horaire pour vous jusqu’à {until}. Envoyez vos coordonnées\u00a0: nous la réserverons si elle est toujours libre.",
  "booking.details.changeTime": "Choisir une autre plage horaire",
  "booking.form.name": "Votre nom",
  "booking.form.email": "Courriel professionnel",
  "booking.form.organisation": "Organisation",
  "booking.form.note":
    "Nous vous enverrons par courriel une invitation d’agenda et un lien pour déplacer ou annuler la rencontre. Ces renseignements servent uniquement à préparer et à tenir cette consultation.",
  "booking.form.submit": "Réserver cette plage",
  "booking.expect.inviteTitle": "Une invitation pour votre agenda",
  "booking.expect.inviteBody":
    "Outlook, Google Agenda et Calendrier d’Apple l’acceptent telle quelle. Un déplacement ou une annulation met à jour le même événement.",
  "booking.expect.consultantTitle":
    "Un consultant principal, pas un argumentaire de vente",
  "booking.expect.consultantBody":
    "La personne que vous rencontrerez a livré des plateformes pour le secteur public et peut répondre à vos questions sur la sécurité, la résidence des données et l’approvisionnement.",
  "booking.expect.changeTitle": "En cas d’imprévu",
  "booking.expect.changeBody":
    "Votre confirmation contient un lien pour déplacer ou annuler la rencontre, jusqu’à la veille de celle-ci.",
  "booking.manage.title": "Votre consultation",
  "booking.manage.bookedTitle": "Votre consultation est réservée",
  "booking.manage.bookedLead":
    "Nous avons envoyé une invitation d’agenda à {email}. Conservez ce courriel\u00a0: son lien vous ramène ici pour déplacer ou annuler la rencontre.",
  "booking.manage.meetingHeading": "Consultation de 30 minutes",
  "booking.manage.cancelledHeading": "Consultation annulée",
  "booking.manage.when": "Quand",
  "booking.manage.with": "Avec",
  "booking.manage.withHost": "{host}, {company}",
  "booking.manage.for": "Réservée pour",
  "booking.manage.rescheduleHeading": "Choisir un autre moment",
  "booking.manage.newTime": "Choisissez la nouvelle plage horaire",
  "booking.manage.moveSubmit": "Déplacer ma consultation",
  "booking.manage.noOtherTimes":
    "Votre consultant n’a pas d’autre plage libre au cours des prochaines semaines. Écrivez-nous pour en trouver une.",
  "booking.manage.cancelHeading": "Annuler la consultation",
  "booking.manage.cancelBody":
    "Nous vous enverrons une annulation qui retirera la rencontre de votre agenda. Une consultation annulée ne peut pas être rétablie, mais vous pouvez en réserver une nouvelle en tout temps.",
  "booking.manage.cancelSubmit": "Annuler ma consultation",
  "booking.manage.bookAgain": "Réserver un nouveau moment",
  "booking.manage.reachHeading": "Besoin d’un changement?",
} as const;

import type { MessageCatalog } from "../messages";

/** The public lead forms (contact, blueprint, getting started, job application) and their pages. */
export default {
  "forms.optional": "(facultatif)",
  "forms.selectPlaceholder": "Choisir…",
  "forms.honeypot": "Site Web",
  "forms.readPrivacyPolicy": "Lire la Politique de confidentialité",
  "forms.opensInNewTab": "(s’ouvre dans un nouvel onglet)",
  "forms.submitting": "Envoi en cours…",
  "forms.firstName": "Prénom",
  "forms.lastName": "Nom de famille",
  "forms.email": "Courriel",
  "forms.workEmail": "Courriel professionnel",
  "forms.phone": "Téléphone",
  "forms.message": "Message",
  "forms.primaryInterest": "Intérêt principal",

  "forms.contact.label": "Nous joindre",
  "forms.contact.company": "Entreprise ou organisation",
  "forms.contact.interest": "Domaine d’intérêt",
  "forms.contact.submit": "Envoyer le message",
  "forms.contact.sending": "Envoi en cours…",

  "forms.blueprint.label": "Demande de plan directeur",
  "forms.blueprint.fullName": "Nom complet",
  "forms.blueprint.organization": "Organisation",
  "forms.blueprint.organizationSize": "Taille de l’organisation",
  "forms.blueprint.message": "Que souhaitez-vous transformer?",
  "forms.blueprint.messageHint":
    "Jusqu’à 1\u00a0000 caractères\u00a0: le service, l’échelle, les échéances éventuelles.",
  "forms.blueprint.submit": "Demander mon plan directeur",

  "forms.getStarted.label": "Démarrer un projet",
  "forms.getStarted.step1": "Votre organisation",
  "forms.getStarted.step2": "Vos besoins",
  "forms.getStarted.step3": "Budget et échéancier",
  "forms.getStarted.progress": "Progression du formulaire",
  "forms.getStarted.organisation": "Organisation",
  "forms.getStarted.organisationSize": "Taille de l’organisation",
  "forms.getStarted.challenges": "Défis actuels",
  "forms.getStarted.challengesHint":
    "Qu’est-ce qui est lent, coûteux ou à risque aujourd’hui? Quelques phrases suffisent.",
  "forms.getStarted.timeline": "Échéancier",
  "forms.getStarted.budget": "Fourchette budgétaire",
  "forms.getStarted.next": "Suivant",
  "forms.getStarted.previous": "Précédent",
  "forms.getStarted.submit": "Envoyer la demande",
  "forms.getStarted.thankYouEyebrow": "Étape 4 · Merci",
  "forms.getStarted.thankYouHeading":
    "Merci<name></name>. Trouvons 30 minutes pour en parler.",
  "forms.getStarted.thankYouBody":
    "Votre demande a été transmise à notre équipe. Au cours d’une consultation de 30 minutes, un consultant principal passera en revue vos défis et vous dira franchement si nous pouvons vous aider, et comment.",
  "forms.getStarted.schedulerTitle": "Fixer une consultation de 30 minutes",
  "forms.getStarted.calendarFallback":
    "Le calendrier ne s’affiche pas? <link>Ouvrir la page de prise de rendez-vous</link>.",
  "forms.getStarted.byEmail":
    "Nous vous proposerons par courriel, d’ici un jour ouvrable, trois plages horaires pour votre consultation de 30 minutes. Si vous savez déjà ce qui vous convient, proposez-nous des plages dès maintenant et nous en confirmerons une.",
  "forms.getStarted.proposeTimes": "Proposer des plages par courriel",
  "forms.getStarted.mailSubject": "Consultation de 30 minutes",
  "forms.getStarted.mailBody":
    "Plages horaires qui me conviennent pour une consultation de 30 minutes (avec mon fuseau horaire)\u00a0:",
  "forms.getStarted.returnHome": "Retour à l’accueil",

  "forms.job.label": "Candidature",
  "forms.job.generalLabel": "Candidature spontanée",
  "forms.job.applicationFor": "Candidature au poste {jobTitle}",
  "forms.job.position": "Poste",
  "forms.job.generalOption": "Candidature spontanée (aucun poste précis)",
  "forms.job.choosePosition": "Choisir un poste…",
  "forms.job.linkedIn": "Profil LinkedIn",
  "forms.job.experience": "Expérience",
  "forms.job.experienceHint":
    "Années d’expérience pertinente et systèmes ou programmes auxquels vous avez travaillé.",
  "forms.job.resume": "Curriculum vitæ",
  "forms.job.resumeHint": "PDF, DOC ou DOCX, jusqu’à 10 Mo.",
  "forms.job.coverLetter": "Lettre de présentation",
  "forms.job.submit": "Envoyer ma candidature",

  "forms.contactPage.nextEyebrow": "La suite",
  "forms.contactPage.nextTitle": "Après votre message",
  "forms.contactPage.offices": "Nos bureaux",
  "forms.contactPage.emailAt": "à {email}",
  "forms.getStartedPage.expectations": "À quoi vous attendre",
} satisfies MessageCatalog;

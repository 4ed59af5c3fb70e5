import type { MessageCatalog } from "../messages";

/**
 * The chat assistant (decision 055): the panel's interface, its toasts and notices, and every fixed
 * phrase the offline brain says around the site's own sentences.
 */
export default {
  // Toasts (the spec's § 8 in English).
  "chat.toast.errorTitle": "Erreur",
  "chat.toast.sendFailed":
    "Le message n’a pas pu être envoyé. Veuillez réessayer.",
  "chat.toast.uploadedTitle": "Fichiers téléversés",
  "chat.toast.uploaded":
    "{count, plural, one {# fichier téléversé} other {# fichiers téléversés}} avec succès",
  "chat.toast.uploadFailedTitle": "Échec du téléversement",
  "chat.toast.uploadFailed":
    "Les fichiers n’ont pas pu être téléversés. Veuillez réessayer.",
  "chat.toast.ocrCompleteTitle": "Reconnaissance de texte terminée",
  "chat.toast.ocrComplete": "Le texte de l’image a bien été extrait",
  "chat.toast.ocrFailedTitle": "Échec de la reconnaissance de texte",
  "chat.toast.ocrFailed":
    "Le texte de l’image n’a pas pu être extrait. Veuillez réessayer.",
  "chat.toast.speechFailedTitle": "Échec de la lecture",
  "chat.toast.speechFailed": "La lecture à voix haute n’a pas pu être générée.",
  "chat.toast.recordingStartedTitle": "Enregistrement commencé",
  "chat.toast.recordingStarted": "Dictez votre message",
  "chat.toast.recordingFailedTitle": "Échec de l’enregistrement",
  "chat.toast.recordingFailed": "Le microphone n’est pas accessible.",
  "chat.toast.transcribedTitle": "Transcription terminée",
  "chat.toast.transcribed": "Votre message vocal a été converti en texte",
  "chat.toast.transcriptionFailedTitle": "Échec de la transcription",
  "chat.toast.transcriptionFailed":
    "Votre message vocal n’a pas pu être converti en texte.",

  // The greeting, the consent and the notices.
  "chat.greeting":
    "Bonjour, je suis l’expert en transformation numérique de {company}. Je peux vous présenter nos plateformes de nuage souverain et d’intelligence artificielle, les programmes que nous avons réalisés pour le secteur public et le déroulement d’un mandat, ou vous mettre en relation avec notre équipe. Qu’est-ce qui vous amène aujourd’hui?",
  "chat.consent":
    "En envoyant ces renseignements, vous acceptez que nous les conservions avec cette conversation et que nous les utilisions uniquement pour répondre à votre demande et en assurer le suivi, comme le décrit notre Politique de confidentialité.",
  "chat.notice.askForContact":
    "Je peux organiser cela avec l’un de nos conseillers. Veuillez indiquer ci-dessous votre nom, votre courriel professionnel et votre organisation; nous vous répondrons dans les 24 heures.",
  "chat.notice.leadStored":
    "Merci, {firstName}. Notre équipe a reçu votre demande, et un conseiller vous répondra par courriel dans les 24 heures. D’ici là, vous pouvez continuer à me poser vos questions.",
  "chat.notice.handedOff":
    "Merci. Un membre de notre équipe a pris le relais de cette conversation et vous répondra par courriel à {email} d’ici un jour ouvrable (24 heures). Je n’interviendrai plus ici; tout ce que vous ajouterez ci-dessous lui sera transmis.",
  "chat.notice.withOurTeam":
    "Votre message a été ajouté à la conversation dont s’occupe notre équipe. Elle vous répondra par courriel d’ici un jour ouvrable.",
  "chat.notice.conversationFull":
    "Cette conversation a atteint sa limite de {limit} messages. Veuillez en commencer une nouvelle, ou écrivez-nous au moyen du formulaire de contact pour qu’un conseiller poursuive l’échange avec vous.",
  "chat.notice.rateLimited":
    "Vous envoyez des messages plus vite que je ne peux les traiter. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} et réessayer.",
  "chat.notice.providerBudgetSpent":
    "Pour le reste de la journée, je réponds à partir des pages de notre site; mes réponses pourraient donc être plus brèves que d’habitude.",
  // The offline brain's phrases around the site's own sentences.
  "chat.brain.formBelow":
    "Veuillez indiquer votre nom, votre courriel professionnel et votre organisation dans le formulaire ci-dessous.",
  "chat.brain.greeting":
    "Bonjour! Je peux vous présenter nos {solutions}, vous expliquer le déroulement d’un mandat de {blueprint}, vous indiquer nos postes ouverts sous {careers}, ou vous mettre en relation avec notre équipe. Que souhaitez-vous savoir?",
  "chat.brain.careersLink": "Carrières",
  "chat.brain.pricingOffer":
    "Je peux organiser un appel avec l’un de nos conseillers pour définir votre mandat. {formBelow}",
  "chat.brain.callAccepted": "Oui, nous pouvons organiser cet appel. {promise}",
  "chat.brain.callPages":
    "{formBelow} Vous pouvez aussi choisir vous-même un créneau\u00a0: {book}. Pour en savoir plus, consultez nos pages {plan} et {contact}.",
  "chat.brain.bookLink": "Réserver une consultation",
  "chat.brain.handoffOffer":
    "Bien sûr. Un membre de notre équipe peut prendre le relais de cette conversation\u00a0: indiquez votre nom, votre courriel professionnel et votre organisation dans le formulaire ci-dessous, et il vous répondra par courriel.",
  "chat.brain.curatedMore": "Pour en savoir plus\u00a0: {page}.",
  "chat.brain.documentQuote": "Dans **{file}**\u00a0: «\u00a0{quote}\u00a0»",
  "chat.answer.decline":
    "Je n’ai pas trouvé cette information sur notre site, et je préfère ne pas deviner. Une personne de notre équipe peut vous répondre\u00a0: écrivez-nous au moyen de la page {contact}, ou je peux transmettre notre conversation à un collègue.",
  "chat.answer.declineCareers":
    "Je n’ai pas trouvé cette information sur notre site, et je préfère ne pas deviner. Le gestionnaire d’embauche du poste peut vous répondre lors de l’appel préliminaire qui suit une candidature (voir la page {careers}); pour toute autre question, écrivez-nous au moyen de la page {contact}.",
  "chat.answer.related": "Une page connexe, {page}, indique\u00a0: {sentence}",
  "chat.answer.noPrices":
    "Nous n’affichons ni prix, ni tarifs, ni coûts\u00a0: chaque mandat est d’abord défini avec l’organisation.",
  "chat.brain.rolesMatching":
    "Ces postes ouverts correspondent à votre demande\u00a0:",
  "chat.brain.allRoles": "Nos postes ouverts\u00a0:",
  "chat.brain.applyOn":
    "Consultez tous nos postes ouverts et postulez à la page {careers}.",
  "chat.brain.contactLink": "Nous joindre",
  "chat.brain.documentOffer":
    "Souhaitez-vous qu’un conseiller parcoure votre document avec vous? Je peux organiser un appel.",
  "chat.brain.cutShort":
    "Désolé, ma réponse a été interrompue. Veuillez reposer votre question, ou utilisez le formulaire ci-dessous pour joindre notre équipe.",
  // The provider's prompt and the check on its finished reply (decision 057).
  "chat.provider.notOnSite":
    "Notre site ne le précise pas. Un membre de notre équipe peut vous répondre\u00a0: [joignez-nous]({contact}).",
  "chat.provider.unverifiedFigure":
    "Veuillez noter\u00a0: un chiffre de cette réponse ne figure pas sur notre site. Notre équipe peut le confirmer\u00a0: [joignez-nous]({contact}).",
  // The panel (the island) and the launcher.
  "chat.launcher.contact": "Joindre notre équipe",
  "chat.launcher.open":
    "Clavarder avec notre expert en transformation numérique",
  "chat.panel.title": "Expert en transformation numérique",
  "chat.panel.role": "Assistant de {company}",
  "chat.panel.close": "Fermer la conversation",
  "chat.panel.handedOff":
    "Notre équipe a pris le relais de cette conversation. Elle vous répondra par courriel.",
  "chat.talkToPerson": "Parler à une personne",
  "chat.talkToPersonMessage": "Je voudrais parler à une personne.",
  "chat.messages.label": "Conversation",
  "chat.composer.label": "Votre message",
  "chat.composer.placeholder":
    "Posez une question sur nos plateformes, nos projets ou nos mandats…",
  "chat.composer.hint":
    "Entrée envoie le message; Maj+Entrée passe à la ligne.",
  "chat.composer.send": "Envoyer le message",
  "chat.contact.title": "Vos coordonnées",
  "chat.contact.name": "Nom",
  "chat.contact.email": "Courriel professionnel",
  "chat.contact.organisation": "Organisation",
  "chat.contact.readPrivacy": "Lire la Politique de confidentialité",
  "chat.contact.sending": "Envoi en cours…",
  "chat.contact.handoffSubmit": "Me mettre en relation avec une personne",
  "chat.contact.leadSubmit": "Envoyer mes coordonnées",
  // What the visitor already gave is not asked again (decision 057).
  "chat.contact.confirmHandoff":
    "Confier cette conversation à notre équipe sous le nom de {name} ({email}, {organisation})?",
  "chat.contact.confirmLead":
    "Transmettre vos coordonnées à notre équipe sous le nom de {name} ({email}, {organisation})?",
  "chat.contact.alreadyGiven": "Déjà indiqué\u00a0: {details}",
  "chat.contact.confirm": "Confirmer",
  "chat.contact.changeDetails": "Modifier mes coordonnées",
  "chat.contact.checkDetails":
    "Veuillez vérifier vos renseignements et réessayer.",
  "chat.media.documentsInput": "Documents à joindre",
  "chat.media.attach": "Joindre des documents",
  "chat.media.attached": "Documents joints",
  "chat.media.remove": "Retirer {name}",
  "chat.media.imageInput": "Image dont lire le texte",
  "chat.media.extractText": "Extraire le texte d’une image",
  "chat.media.startRecording": "Commencer l’enregistrement",
  "chat.media.stopRecording": "Arrêter l’enregistrement",
  "chat.media.readAloud": "Lire à voix haute",
  "chat.media.stopReading": "Arrêter la lecture",
  "chat.media.notReadable":
    "Nous ne pouvons pas lire «\u00a0{name}\u00a0». Joignez des documents PDF, Word (.doc, .docx) ou texte brut (.txt).",
  "chat.media.alreadyAttached": "«\u00a0{name}\u00a0» est déjà joint.",
  "chat.media.tooMany":
    "Vous pouvez joindre jusqu’à {limit} documents à un message; {count, plural, one {# document n’a pas été ajouté} other {# documents n’ont pas été ajoutés}}.",
  "chat.media.documentNotAdded": "Document non ajouté",
  "chat.media.documentsNotAdded": "Certains documents n’ont pas été ajoutés",
  "chat.media.notImage":
    "«\u00a0{name}\u00a0» n’est pas une image. Choisissez un fichier PNG, JPEG ou une autre image.",
  "chat.media.empty": "«\u00a0{name}\u00a0» est vide.",
  "chat.media.tooLarge": "«\u00a0{name}\u00a0» dépasse {size}.",
  "chat.media.nothingRecorded":
    "Rien n’a été enregistré. Vérifiez votre microphone et réessayez.",
  "chat.media.recordingTooLong":
    "Cet enregistrement est trop long. Veuillez limiter vos messages vocaux à deux minutes.",
  "chat.media.ocrFound":
    "Voici le texte que j’ai trouvé dans «\u00a0{name}\u00a0»\u00a0:",
  "chat.refusal.notFound":
    "Cette conversation ou ce fichier n’existe pas dans cette session avec l’assistant conversationnel.",
  "chat.refusal.noSession":
    "Cette demande n’est liée à aucune session avec l’assistant conversationnel. Veuillez recharger la page et réessayer.",
  "chat.refusal.sessionMismatch":
    "L’en-tête de session de l’assistant conversationnel est absent ou ne correspond pas à cette demande. Veuillez recharger la page.",
  "chat.refusal.wrongBody":
    "Le contenu de cette demande n’a pas pu être lu. Veuillez réessayer.",
  "chat.refusal.notJson":
    "Veuillez envoyer cette demande en JSON (Content-Type: application/json).",
  "chat.refusal.fileStoreDown":
    "Votre fichier n’a pas pu être enregistré pour le moment. Veuillez réessayer dans une minute.",
  "chat.refusal.documentTooLarge":
    "Chaque document peut atteindre 10 Mo, et 25 Mo au total. Veuillez joindre des fichiers plus petits.",
  "chat.refusal.imageTooLarge":
    "L’image peut atteindre 8 Mo. Veuillez choisir une image plus petite.",
  "chat.refusal.busy":
    "De nombreux fichiers sont en cours de téléversement. Veuillez réessayer dans une minute.",
  "chat.refusal.noFiles": "Veuillez joindre au moins un document.",
  "chat.refusal.tooManyFiles":
    "Vous pouvez joindre jusqu’à {max} documents à la fois.",
  "chat.refusal.ocrNoText":
    "Aucun texte n’a été trouvé dans cette image. Veuillez essayer une image plus nette dont le texte est clairement imprimé.",
  "chat.refusal.speechInBrowser":
    "Sur ce site, les réponses sont lues à voix haute par votre navigateur; le serveur ne produit pas de parole.",
  "chat.refusal.noTranscription":
    "Sur ce site, les messages vocaux sont convertis en texte par votre navigateur; le serveur ne les transcrit pas.",
  "chat.refusal.emptyRecording":
    "L’enregistrement est vide. Veuillez enregistrer votre message de nouveau.",
  "chat.refusal.nothingHeard":
    "Aucun mot n’a pu être distingué dans l’enregistrement. Veuillez parler clairement et réessayer.",
  "chat.refusal.notAudio":
    "Veuillez envoyer l’enregistrement en format audio (Content-Type: audio/webm).",
  "chat.refusal.notObject": "Le contenu de la demande doit être un objet JSON.",
  "chat.refusal.methodNotAllowed":
    "Cette adresse n’accepte que les requêtes {method}.",
  "chat.refusal.unknownField":
    "Champ inconnu «\u00a0{field}\u00a0»\u00a0: cette adresse ne l’accepte pas.",
  "chat.refusal.invalidField": "{field}\u00a0: valeur non valide.",
  "chat.refusal.messageTooLong":
    "Un message peut compter jusqu’à {max} caractères. Veuillez raccourcir le vôtre ou le diviser en deux.",
  "chat.refusal.emptyMessage": "Écrivez un message ou joignez un document.",
  "chat.refusal.nothingToRead": "Il n’y a rien à lire à voix haute.",
  "chat.refusal.nameTooShort": "Le nom doit compter au moins {min} caractères",
  "chat.refusal.nameTooLong": "Le nom doit compter au plus {max} caractères",
  "chat.refusal.invalidEmail": "Veuillez entrer une adresse courriel valide",
  "chat.refusal.noOrganisation":
    "Veuillez indiquer le nom de votre organisation",
  "chat.refusal.organisationTooLong":
    "Le nom de l’organisation doit compter au plus {max} caractères",
  "chat.refusal.noConsent":
    "Veuillez confirmer que vous acceptez que nous conservions ces renseignements.",
  "chat.refusal.imageMissing":
    "Veuillez joindre une image dont vous voulez faire lire le texte.",
  "chat.refusal.imageEmpty":
    "L’image est vide. Veuillez choisir une autre image.",
  "chat.refusal.notAnImage":
    "«\u00a0{name}\u00a0» n’est pas une image que nous pouvons lire. Veuillez joindre une image PNG, JPEG, WebP, GIF, BMP ou TIFF.",
  "chat.refusal.unnamedFile": "Le fichier",
  "chat.refusal.documentWrongType":
    "«\u00a0{name}\u00a0» n’est pas un document que l’assistant peut lire. Veuillez joindre un fichier PDF, Word (.doc, .docx) ou texte brut (.txt).",
  "chat.refusal.documentMismatch":
    "Le nom de «\u00a0{name}\u00a0» indique un type de document, mais le fichier contient {actual}. Veuillez joindre un fichier PDF, Word (.doc, .docx) ou texte brut (.txt) qui porte sa véritable extension.",
  "chat.refusal.documentEmpty":
    "«\u00a0{name}\u00a0» est vide. Veuillez joindre un document qui a du contenu.",
  "chat.refusal.documentUnreadable":
    "«\u00a0{name}\u00a0» est endommagé et ne peut pas être ouvert. Veuillez en joindre une copie intacte.",
  "chat.refusal.documentMacros":
    "«\u00a0{name}\u00a0» contient des macros, que nous n’acceptons pas. Veuillez l’enregistrer sans macros (en .docx ou en PDF).",
  "chat.refusal.documentEncrypted":
    "«\u00a0{name}\u00a0» est protégé par un mot de passe. Veuillez en joindre une copie sans mot de passe.",
  "chat.refusal.documentUnpacksTooLarge":
    "Une fois décompressé, «\u00a0{name}\u00a0» est beaucoup plus volumineux qu’un document ne devrait l’être. Veuillez l’enregistrer de nouveau ou le joindre en PDF.",
  "chat.refusal.documentNotText":
    "«\u00a0{name}\u00a0» n’est pas du texte brut UTF-8. Veuillez joindre un fichier PDF, Word (.doc, .docx) ou texte brut (.txt).",
  "chat.refusal.kindPdf": "un PDF",
  "chat.refusal.kindDoc": "un document Word 97-2003",
  "chat.refusal.kindDocx": "un document Word (.docx)",
  "chat.refusal.kindTxt": "du texte brut",
  "chat.media.ocrUserLine":
    "Veuillez lire le texte de l’image «\u00a0{name}\u00a0».",
} satisfies MessageCatalog;

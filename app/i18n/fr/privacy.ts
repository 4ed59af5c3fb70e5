/** French of the privacy request pages' server messages (English in ../en/privacy.ts). */
export default {
  "privacy.request.form.expired":
    "Cette page est ouverte depuis longtemps. Veuillez vérifier votre demande et l’envoyer de nouveau.",
  "privacy.request.form.checkAndSend":
    "Veuillez vérifier votre demande et l’envoyer de nouveau.",
  "privacy.request.form.tooManyForAddress":
    "Nous avons envoyé plusieurs codes à cette adresse au cours de la dernière heure. Veuillez patienter une heure, ou utiliser le code déjà envoyé.",
  "privacy.request.code.noCode":
    "Ce code a expiré ou a été mal saisi trop de fois. Demandez un nouveau code ci-dessous.",
  "privacy.request.code.closed":
    "Cette demande ne peut plus être confirmée\u00a0: les demandes non confirmées expirent après 7\u00a0jours. Veuillez envoyer une nouvelle demande.",
  "privacy.request.code.resent":
    "Nous avons envoyé un nouveau code. Le précédent ne fonctionne plus.",
  "privacy.request.download.sent":
    "Nous avons envoyé un code à l’adresse d’où provient la demande. Il est valide pendant 10\u00a0minutes.",
  "privacy.request.download.expired":
    "Ce lien de téléchargement a expiré\u00a0: les fichiers sont supprimés après 7\u00a0jours. Veuillez présenter une nouvelle demande.",
  "privacy.request.code.label": "Code à 6\u00a0chiffres",
  "privacy.request.code.resend": "Envoyez-moi un nouveau code",
  "privacy.request.kind.access":
    "Consulter les renseignements personnels que vous détenez à mon sujet",
  "privacy.request.kind.portability":
    "Recevoir, dans un fichier réutilisable, ce que je vous ai transmis",
  "privacy.request.kind.rectification":
    "Faire rectifier des renseignements à mon sujet",
  "privacy.request.kind.erasure":
    "Faire supprimer mes renseignements personnels",
  "privacy.request.kind.withdrawConsent":
    "Retirer un consentement donné (infolettre, conservation de mon CV)",
  "privacy.request.kind.complaint":
    "Porter plainte au sujet du traitement de mes renseignements",
  "privacy.request.kindHint.access":
    "Ce que nous détenons, sa provenance, l’usage que nous en faisons et à qui nous l’avons communiqué.",
  "privacy.request.kindHint.portability":
    "Un fichier zip contenant des fichiers JSON et CSV ainsi que les documents que vous nous avez transmis.",
  "privacy.request.kindHint.rectification":
    "Précisez ci-dessous ce qui est inexact et ce qui devrait y figurer.",
  "privacy.request.kindHint.erasure":
    "Nous supprimons tout ce que la loi ne nous oblige pas à conserver, et vous indiquons ce que nous conservons et jusqu’à quand.",
  "privacy.request.kindHint.withdrawConsent":
    "Nous cessons dès lors l’utilisation à laquelle vous aviez consenti.",
  "privacy.request.kindHint.complaint":
    "Notre responsable de la protection des renseignements personnels y répond\u00a0; vous pouvez aussi vous adresser en tout temps à une autorité de contrôle.",
  "privacy.request.form.heading": "Votre demande",
  "privacy.request.form.kind": "Que souhaitez-vous que nous fassions\u00a0?",
  "privacy.request.form.email": "Votre adresse courriel",
  "privacy.request.form.emailVerified":
    "Vous êtes connecté avec la vérification en deux étapes\u00a0: aucun code n’est nécessaire pour {email}.",
  "privacy.request.form.emailHint":
    "L’adresse qui figurerait dans nos dossiers. Nous y envoyons un code pour confirmer qu’elle vous appartient.",
  "privacy.request.form.name": "Votre nom (facultatif)",
  "privacy.request.form.nameHint":
    "Nous aide à retrouver les dossiers établis à votre nom.",
  "privacy.request.form.details": "Précisions",
  "privacy.request.form.detailsHint":
    "Nécessaires pour une rectification ou une plainte\u00a0; utiles dans les autres cas (par exemple, le formulaire utilisé ou la date).",
  "privacy.request.form.submit": "Envoyer ma demande",
  "privacy.request.steps.title": "Prochaines étapes",
  "privacy.request.steps.code":
    "Nous envoyons un code à 6\u00a0chiffres à l’adresse indiquée. Entrez-le d’ici 10\u00a0minutes pour confirmer que l’adresse vous appartient.",
  "privacy.request.steps.clock":
    "Nous disposons ensuite de 30\u00a0jours pour vous répondre. S’il nous faut plus de temps, nous vous en indiquons le motif avant cette date (au plus 30\u00a0jours de plus).",
  "privacy.request.steps.answer":
    "Une copie de vos données vous parvient par un lien de téléchargement qui demande un nouveau code et expire après 7\u00a0jours.",
  "privacy.request.steps.officer":
    "Notre responsable de la protection des renseignements personnels",
  "privacy.request.steps.officerBody":
    "Répond à chaque demande et à chaque plainte\u00a0: {email}.",
  "privacy.request.steps.notice": "Lire notre politique de confidentialité",
  "privacy.export.title": "Vos renseignements personnels",
  "privacy.request.code.reference": "Référence {reference}",
  "privacy.export.expired.heading": "Ce lien a expiré",
  "privacy.export.expired.body":
    "Pour votre protection, une copie de vos données est supprimée 7\u00a0jours après sa préparation. Vous pouvez en demander une nouvelle.",
  "privacy.request.lapsed.again": "Présenter une nouvelle demande",
  "privacy.export.ready":
    "Votre fichier est prêt\u00a0: un fichier zip d’environ {size}\u00a0Ko. Il sera supprimé le {until}.",
  "privacy.export.step1":
    "Appuyez sur «\u00a0Envoyez-moi un nouveau code\u00a0»\u00a0: nous envoyons un code à 6\u00a0chiffres à {email}.",
  "privacy.export.step2":
    "Entrez-le d’ici {minutes}\u00a0minutes et appuyez sur «\u00a0Télécharger\u00a0».",
  "privacy.export.download": "Télécharger",
  "privacy.request.received.title": "Nous avons reçu votre demande",
  "privacy.request.code.title": "Consultez votre boîte de réception",
  "privacy.request.received.heading": "Votre demande est confirmée",
  "privacy.request.received.body":
    "Nous vous répondrons au plus tard le {dueDate} et vous avons envoyé un accusé de réception par courriel. S’il nous faut plus de temps, nous vous en indiquerons le motif avant cette date.",
  "privacy.request.lapsed.heading": "Cette demande n’a jamais été confirmée",
  "privacy.request.lapsed.body":
    "Les demandes non confirmées expirent après 7\u00a0jours. Veuillez présenter une nouvelle demande.",
  "privacy.request.code.sent":
    "Nous avons envoyé un code à 6\u00a0chiffres à {email}. Entrez-le d’ici {minutes}\u00a0minutes pour confirmer que l’adresse vous appartient. Votre demande ne sera transmise à notre équipe qu’à ce moment.",
  "privacy.request.code.submit": "Confirmer ma demande",
  "privacy.request.page.title": "Vos renseignements personnels, votre demande",
  "privacy.request.page.lead":
    "Demandez à consulter, obtenir, rectifier ou supprimer ce que nous détenons à votre sujet, retirez un consentement ou portez plainte. C’est gratuit, et nous répondons dans un délai de 30\u00a0jours.",
} as const;

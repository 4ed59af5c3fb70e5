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
} as const;

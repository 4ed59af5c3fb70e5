import type { MessageCatalog } from "../messages";

/** The client portal (/dashboard and its tabs), and the shared interface pieces it uses (ui.*). */
export default {
  "ui.timeUnknown": "inconnue",
  "ui.tryAgain": "Réessayer",
  "ui.paginationRange": "{first} à {last} sur {total}",
  "ui.previous": "Précédent",
  "ui.pageOf": "Page {page} sur {pageCount}",
  "ui.next": "Suivant",
  "portal.metaTitle": "Tableau de bord client | {site}",
  "portal.welcome": "Bienvenue, {name}",
  "portal.intro":
    "Vos projets, vos documents et vos demandes de soutien auprès de {site}, réunis en un seul endroit.",
  "portal.tabsLabel": "Tableau de bord",
  "portal.tabProjects": "Projets",
  "portal.tabDocuments": "Documents",
  "portal.tabSupport": "Soutien",
  "portal.tabTeam": "Équipe",
  "portal.ticketStatus":
    "{status, select, open {Ouverte} in_progress {En cours} resolved {Résolue} closed {Fermée} other {{status}}}",
  "portal.priority":
    "{priority, select, low {Basse} medium {Moyenne} high {Haute} other {{priority}}}",
  "portal.projectStatus":
    "{status, select, active {Actif} completed {Terminé} planning {Planification} other {{status}}}",
  "portal.updateKind":
    "{kind, select, progress {Avancement} milestone {Jalon atteint} next_steps {Prochaines étapes} other {Mise à jour}}",
  "portal.priorityBadge": "Priorité\u00a0: {priority}",
  "portal.statusPrefix": "État\u00a0: ",
  "portal.noDescription": "Aucune description",
  "portal.started": "Début",
  "portal.startedOn": "Commencé le {date}",
  "portal.client": "Client",
  "portal.projectsHeading": "Projets",
  "portal.projectsLoadError":
    "Erreur lors du chargement des projets. Veuillez réessayer.",
  "portal.projectsEmpty": "Aucun projet pour l’instant.",
  "portal.projectsEmptyBody":
    "Lorsque nous commencerons à travailler avec votre organisation, chaque projet apparaîtra ici avec ses mises à jour et ses documents.",
  "portal.projectsPages": "Pages des projets",
  "portal.ticketsEmpty": "Aucune demande de soutien pour l’instant.",
  "portal.ticketsEmptyBody":
    "Quelque chose ne fonctionne pas, ou vous avez besoin d’une modification à votre plateforme? Créez une demande et notre équipe vous répondra ici.",
  "portal.supportHeading": "Demandes de soutien",
  "portal.supportIntro":
    "Incidents, questions et demandes de modification pour l’équipe qui exploite vos plateformes. Chaque réponse arrive dans le fil de la demande et par courriel.",
  "portal.supportPages": "Pages des demandes de soutien",
  "portal.ticketsLoadError":
    "Erreur lors du chargement des demandes de soutien. Veuillez réessayer.",
  "portal.ticketCreated": "Créée le {date}",
  "portal.ticketReference": "Demande nº {shortId}",
  "portal.documentsMetaTitle": "Documents | Tableau de bord client | {site}",
  "portal.documentsHeading": "Documents",
  "portal.documentsLoadError":
    "Erreur lors du chargement des documents. Veuillez réessayer.",
  "portal.documentsEmpty": "Aucun document pour l’instant.",
  "portal.documentsEmptyBody":
    "Les rapports, les plans et les fichiers que votre équipe de réalisation partage apparaîtront ici, tout comme ce que vous téléversez.",
  "portal.documentsPages": "Pages des documents",
  "portal.supportMetaTitle": "Soutien | Tableau de bord client | {site}",
  "portal.fileType": "Type de fichier\u00a0: ",
  "portal.added": "Ajouté le",
  "portal.size": "Taille",
  "portal.project": "Projet",
  "portal.noProject": "Non classé dans un projet",
  "portal.download": "Télécharger<sr> {name}</sr>",
  "ui.showPassword": "Afficher le mot de passe",
  "portal.uploadHeading": "Nous transmettre un document",
  "portal.uploadIntro":
    "PDF, Word, Excel, PowerPoint, images (PNG, JPEG, GIF, WebP) ou texte brut (.txt, .csv), jusqu’à 25 Mo. Les fichiers sont vérifiés à leur arrivée et votre équipe de réalisation en est avisée.",
  "portal.uploadMoreProjects":
    "Vos projets en cours sont énumérés, du plus récent au plus ancien. Pour ajouter un document à un autre projet, ouvrez celui-ci à partir de l’onglet Projets.",
  "portal.uploadNoProject":
    "Les documents sont classés par projet. Vous pourrez téléverser des documents ici dès que votre premier projet avec nous sera établi.",
  "portal.chooseProject": "Choisissez un projet…",
  "portal.file": "Fichier",
  "portal.uploading": "Téléversement…",
  "portal.uploadButton": "Téléverser le document",
  "portal.uploadProgress":
    "{done, select, yes {Vérification de {fileName}} other {Téléversement de {fileName}}}",
  "portal.form.projectRequired":
    "Choisissez le projet auquel ce document se rattache.",
  "portal.form.fileRequired": "Choisissez un fichier à téléverser.",
  "portal.form.fileEmpty":
    "Ce fichier est vide. Veuillez choisir le fichier de nouveau.",
  "portal.form.fileTooLarge":
    "Ce fichier dépasse 25 Mo. Veuillez téléverser un fichier plus petit, ou le diviser en plusieurs parties.",
  "portal.form.fileWrongType":
    "Ce type de fichier n’est pas accepté. Téléversez un fichier PDF, Word, Excel ou PowerPoint, une image (PNG, JPEG, GIF, WebP) ou du texte brut (.txt, .csv).",
  "portal.createTicket": "Créer une demande",
  "portal.createTicketIntro":
    "Dites à notre équipe de plateforme ce dont vous avez besoin. Vous pourrez suivre la réponse et répondre dans le fil de la demande.",
  "portal.submitting": "Envoi…",
  "portal.submitTicket": "Envoyer la demande",
  "portal.allTickets": "Toutes les demandes de soutien",
  "portal.ticketTitle": "Titre",
  "portal.ticketTitlePlaceholder":
    "p. ex. La connexion des mandataires au portail des contribuables expire",
  "portal.ticketDescription": "Description",
  "portal.ticketDescriptionHint":
    "Ce qui s’est passé, où et depuis quand. Veuillez ne pas inclure de mots de passe ni de renseignements personnels.",
  "portal.ticketPriority": "Priorité",
  "portal.form.titleRequired": "Le titre est obligatoire",
  "portal.form.descriptionRequired": "La description est obligatoire",
  "portal.form.replyRequired": "Rédigez une réponse avant de l’envoyer",
  "portal.toast.ticketCreated": "Demande de soutien créée",
  "portal.toast.ticketCreatedDescription":
    "Votre demande a été soumise avec succès.",
  "portal.toast.ticketFailed": "Erreur lors de la création de la demande",
  "portal.toast.ticketFailedDescription":
    "La création de la demande de soutien a échoué. Veuillez réessayer.",
  "portal.toast.uploaded": "Fichiers téléversés",
  "portal.toast.uploadFailed": "Échec du téléversement",
  "portal.ticketCreatedBy":
    "{by, select, yes {Créée le {date} par {name}} other {Créée le {date}}}",
  "portal.conversation": "Conversation",
  "portal.noRepliesClient":
    "Aucune réponse pour l’instant. Notre équipe de plateforme répondra ici, et vous recevrez un courriel lorsqu’elle le fera.",
  "portal.noReplies": "Aucune réponse pour l’instant.",
  "portal.statusChange":
    "{known, select, yes {État changé de « {from} » à « {to} »} other {État défini à « {to} »}}",
  "portal.statusChangeBy": "par {name} · {time}",
  "portal.supportTeam": "Équipe de soutien",
  "portal.yourReply": "Votre réponse",
  "portal.sending": "Envoi…",
  "portal.sendReply": "Envoyer la réponse",
  "portal.ticketClosed": "Cette demande est fermée",
  "portal.ticketClosedBody":
    "Elle n’accepte plus de réponses. Si le problème revient ou si vous avez besoin d’autre chose, veuillez <link>ouvrir une nouvelle demande</link>.",
  "portal.reply": "Répondre",
  "portal.replyHint": "Notre équipe reçoit un courriel lorsque vous répondez.",
  "portal.projectMetaTitle": "{project} | {site}",
  "portal.projectFallbackTitle": "Projet",
  "portal.allProjects": "Tous les projets",
  "portal.updates": "Mises à jour",
  "portal.noUpdates": "Aucune mise à jour publiée pour l’instant.",
  "portal.noUpdatesBody":
    "Votre responsable de la prestation publie ici l’avancement, les jalons et les prochaines étapes au fil des travaux.",
  "portal.updatePages": "Pages des mises à jour",
  "portal.projectNoDocuments": "Aucun document pour ce projet pour l’instant.",
  "portal.latestDocuments":
    "Affichage des {shown} documents les plus récents sur {total, number}.",
  "portal.seeEveryDocument": "Voir tous les documents",
  "portal.teamMetaTitle": "Équipe | Tableau de bord client | {site}",
  "portal.team.revokeConsequences":
    "{name} ({email}) sera immédiatement déconnecté sur tous ses appareils et ne verra plus les projets, les documents ni les demandes de soutien de {client}. Son compte est conservé\u00a0: notre équipe peut rétablir l’accès à votre demande.",
  "portal.team.onlyAdmins":
    "Seuls les administrateurs de votre organisation peuvent inviter des collègues ou retirer l’accès d’une personne. Adressez-vous à l’un d’eux, ou ouvrez une demande de soutien auprès de notre équipe.",
  "portal.team.revokeQuestion": "Révoquer l’accès de {name}?",
  "portal.team.revokeAccess": "Révoquer l’accès",
  "portal.team.revokeAccessFor": "Révoquer l’accès<sr> de {name}</sr>",
  "portal.team.keepAccess": "Conserver l’accès",
  "portal.team.revoking": "Révocation…",
  "portal.team.cancelQuestion": "Annuler l’invitation envoyée à {email}?",
  "portal.team.cancelInvitation": "Annuler l’invitation",
  "portal.team.cancelInvitationTo":
    "Annuler l’invitation<sr> envoyée à {email}</sr>",
  "portal.team.keepInvitation": "Conserver l’invitation",
  "portal.team.cancelling": "Annulation…",
  "portal.team.cancelConsequences":
    "Le lien d’inscription envoyé à {email} cesse immédiatement de fonctionner. L’invitation reste dans la liste comme révoquée; vous pourrez inviter cette adresse de nouveau plus tard.",
  "portal.team.peopleAt": "Personnes de {client}",
  "portal.team.peopleCount":
    "{count, plural, one {# personne a} other {# personnes ont}} accès à ce portail.",
  "portal.team.you": "Vous",
  "portal.team.joined": "Membre depuis le {date}",
  "portal.team.inviteTitle": "Inviter un collègue",
  "portal.team.inviteDescription":
    "Cette personne se joint à {client} comme utilisateur client\u00a0: elle voit ses projets, ses documents et ses demandes de soutien, mais ne peut inviter ni retirer personne.",
  "portal.team.workEmail": "Courriel professionnel",
  "portal.team.inviteHint":
    "Nous lui envoyons par courriel un lien d’inscription qui ne fonctionne qu’une fois, pendant {days} jours.",
  "portal.team.emailPlaceholder": "nom@ministere.gouv",
  "portal.team.sending": "Envoi…",
  "portal.team.sendInvitation": "Envoyer l’invitation",
  "portal.team.invitationsTitle": "Invitations",
  "portal.team.invitationsDescription":
    "Envoyées, mais pas encore utilisées pour créer un compte.",
  "portal.team.noInvitations": "Aucune invitation en attente d’acceptation.",
  "portal.team.invitationState":
    "{state, select, revoked {Révoquée} expired {Expirée} other {En attente}}",
  "portal.team.invitationWhen":
    "{state, select, revoked {Révoquée le {date}} expired {Expirée le {date}} other {Expire le {date}}}",
  "portal.team.invitedBy": "Invitation envoyée par {name}",
  "portal.team.ourTeam": "notre équipe",
  "portal.team.form.emailRequired":
    "Entrez l’adresse courriel professionnelle de votre collègue.",
  "portal.team.form.checkEmail": "Vérifiez l’adresse courriel.",
  "portal.team.toast.notSent": "Invitation non envoyée",
  "portal.team.toast.sent": "Invitation envoyée",
  "portal.team.toast.sentAgain": "Invitation envoyée de nouveau",
  "portal.team.toast.revoked": "Accès révoqué",
  "portal.team.toast.cancelled": "Invitation annulée",
  "portal.team.toast.cannotRevokeSelf":
    "Vous ne pouvez pas révoquer votre propre accès",
  "portal.team.toast.onlyStaffRevokeAdmin":
    "Seule notre équipe peut révoquer un administrateur",
  "portal.team.toast.unknownAction": "Action inconnue",
  "portal.team.toast.askAnotherAdmin":
    "Demandez à un autre administrateur de {client}, ou à notre équipe de soutien, de le faire.",
  "portal.team.toast.isAdmin":
    "{name} est administrateur de {client}. Pour mettre fin à son accès, adressez-vous à notre équipe de soutien.",
  "portal.team.toast.revokedDescription":
    "{name} a été déconnecté et ne peut plus ouvrir le portail de {client}.",
  "portal.team.toast.cancelledDescription":
    "Le lien d’inscription envoyé à {email} ne fonctionne plus.",
  "portal.team.toast.sentAgainDescription":
    "{email} a reçu un nouveau lien d’inscription, valide jusqu’au {date}; le lien précédent ne fonctionne plus.",
  "portal.team.toast.sentDescription":
    "{email} recevra un lien d’inscription à {client}, valide jusqu’au {date}.",
  // The e-mail a ticket's creator gets when staff reply or change its status
  // (app/server/console/unsafe-tickets.server.ts). {reference} reads "Demande nº 3f2a9c1e".
  "portal.ticketEmail.replySubject": "{reference}\u00a0: nouvelle réponse",
  "portal.ticketEmail.replyLead":
    "{reference}\u00a0: notre équipe de soutien vous a répondu.",
  "portal.ticketEmail.replyAndStatusSubject":
    "{reference}\u00a0: nouvelle réponse, demande maintenant {toLower}",
  "portal.ticketEmail.replyAndStatusLead":
    "{reference}\u00a0: notre équipe de soutien vous a répondu et a fait passer l’état de la demande de «\u00a0{from}\u00a0» à «\u00a0{to}\u00a0».",
  "portal.ticketEmail.statusSubject":
    "{reference}\u00a0: demande maintenant {toLower}",
  "portal.ticketEmail.statusLead":
    "{reference}\u00a0: l’état de la demande est passé de «\u00a0{from}\u00a0» à «\u00a0{to}\u00a0».",
  "portal.ticketEmail.readThread":
    "Consultez l’échange et répondez-y dans votre portail client\u00a0:",
  "portal.toast.uploadedCount":
    "{count, plural, one {# fichier téléversé} other {# fichiers téléversés}} avec succès",
  "portal.toast.uploadFailedBecause":
    "Le téléversement des fichiers a échoué. Veuillez réessayer. {reason}",
  "portal.form.fileMacros":
    "Ce fichier Office contient des macros, que nous n’acceptons pas. Enregistrez-le sans macros (en .docx, .xlsx ou .pptx) et téléversez-le de nouveau.",
  "portal.form.fileEncrypted":
    "Ce fichier est protégé par un mot de passe. Retirez le mot de passe et téléversez-le de nouveau.",
  "portal.form.fileUnreadable":
    "Ce fichier semble endommagé et n’a pas pu être lu. Veuillez vérifier qu’il s’ouvre, l’enregistrer de nouveau et le téléverser encore une fois.",
  "portal.form.fileUnpackedTooLarge":
    "Ce fichier Office se décompresse en bien plus de données qu’un document n’en contient. Veuillez l’enregistrer de nouveau et le téléverser encore une fois.",
  "portal.form.fileNotUtf8":
    "Ce fichier texte n’est pas encodé en UTF-8. Enregistrez-le en UTF-8 (ou en PDF) et téléversez-le de nouveau.",
  "portal.form.fileBinaryText":
    "Ce fichier porte un nom de fichier texte, mais contient des données binaires. Téléversez plutôt le fichier dans son format d’origine.",
  "portal.form.uploadBusy":
    "De nombreux documents sont en cours de téléversement. Veuillez réessayer dans une minute.",
  "portal.form.uploadNetwork":
    "La connexion a été perdue pendant le téléversement. Veuillez vérifier votre connexion et réessayer.",
  "portal.form.signedOut":
    "Votre session a pris fin. Veuillez vous reconnecter.",
  "portal.form.projectGone":
    "Ce projet n’est pas accessible. Veuillez recharger la page.",
  "portal.toast.ticketClosed": "Cette demande est fermée",
  "portal.toast.replySent": "Réponse envoyée",
  "portal.toast.replySentDescription":
    "Notre équipe de soutien a été avisée et répondra ici.",
  "portal.team.form.invalidEmail":
    "« {email} » n’est pas une adresse courriel valide.",
  "portal.team.form.clientPaused":
    "{client} ne peut pas accueillir de nouvelles personnes pour le moment. Veuillez communiquer avec votre gestionnaire de compte.",
  "portal.team.form.notSent":
    "L’invitation n’a pas pu être envoyée. Veuillez réessayer ou communiquer avec le soutien.",
  "portal.team.toast.unreadable":
    "L’invitation n’a pas pu être lue. Veuillez réessayer.",
  "portal.team.toast.tooManyByYou":
    "Vous avez envoyé beaucoup d’invitations au cours de la dernière heure. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.",
  "portal.team.toast.tooManyByOrganisation":
    "Votre organisation a envoyé beaucoup d’invitations au cours de la dernière heure. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}} ou vous adresser à notre équipe de soutien.",
  "portal.toast.ticketNoClient": "Organisation cliente introuvable",
  "portal.toast.ticketClosedDescription":
    "Cette demande est fermée : elle n’accepte plus de réponses. Si vous avez encore besoin d’aide, veuillez ouvrir une nouvelle demande.",
  "portal.form.titleTooLong": "Le titre doit compter au plus 200 caractères",
  "portal.form.descriptionTooLong":
    "La description doit compter au plus 5 000 caractères",
  "portal.form.priorityInvalid":
    "Choisissez une priorité : basse, moyenne ou haute",
  "portal.form.replyTooLong":
    "La réponse doit compter au plus 5 000 caractères",
} satisfies MessageCatalog;

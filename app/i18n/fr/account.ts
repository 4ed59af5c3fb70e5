import type { MessageCatalog } from "../messages";

/** The account pages (/account, the sign-in pages) and the frame of the signed-in areas. */
export default {
  "account.errorNotFoundTitle": "Page introuvable",
  "account.errorTitle": "Une erreur est survenue",
  "account.errorNotFoundBody": "Aucune page ne se trouve à cette adresse.",
  "account.errorSignIn": "Aller à la page de connexion",
  "account.languageSaved": "Langue enregistrée",
  "account.languageSavedDescription":
    "Le portail et les pages de votre compte s’affichent maintenant en français.",
  "account.languageTitle": "Language / Langue",
  "account.languageDescription":
    "La langue de votre portail client, de cette page et des courriels que nous vous envoyons.",
  "account.languageLegend": "Langue",
  "account.languageSave": "Enregistrer la langue",
  "account.saving": "Enregistrement…",
  "account.roleTitle":
    "{role, select, client_admin {Administrateur client} client_user {Utilisateur client} admin {Administrateur} editor {Rédacteur} other {Aucun rôle pour l’instant}}",
  "account.profileName": "Nom",
  "account.profileEmail": "Courriel",
  "account.profileRole": "Rôle",
  "account.profileOrganisation": "Organisation",
  "account.profileNoOrganisation": "Pas encore associé à une organisation",
  "account.signingOut": "Déconnexion…",
  "account.signOut": "Se déconnecter",
  "account.footerBackHome": "Retour à l’accueil",
  "account.footerLegal": "Mentions juridiques",
  "account.footerPrivacy": "Confidentialité",
  "account.footerTerms": "Conditions",
  "account.navLabel": "Compte",
  "account.navDashboard": "Tableau de bord",
  "account.navAccount": "Compte",
  "account.heading": "Votre compte",
  "account.metaTitle": "Votre compte | {site}",
  "account.profileTitle": "Profil",
  "account.profileDescription":
    "Pour modifier ces renseignements, communiquez avec votre administrateur ou notre équipe de soutien.",
  "account.passwordTitle": "Mot de passe",
  "account.passwordDescription":
    "Changer votre mot de passe vous déconnecte de tous vos autres appareils.",
  "account.currentPassword": "Mot de passe actuel",
  "account.newPassword": "Nouveau mot de passe",
  "account.newPasswordHint":
    "Au moins 12 caractères. Quelques mots sans lien entre eux forment un mot de passe robuste et facile à retenir.",
  "account.changePassword": "Changer le mot de passe",
  "account.mfaTitle": "Authentification à deux facteurs",
  "account.mfaDescription":
    "Un code provenant d’une application d’authentification sur votre téléphone, demandé à chaque connexion après votre mot de passe.",
  "account.mfaOn": "L’authentification à deux facteurs est activée",
  "account.mfaOnBody":
    "Conservez vos codes de secours en lieu sûr\u00a0: chacun vous permet de vous connecter une fois si vous perdez votre téléphone.",
  "account.mfaTurnOff": "Désactiver l’authentification à deux facteurs",
  "account.mfaSetUp": "Configurer l’authentification à deux facteurs",
  "account.confirmPassword": "Confirmez votre mot de passe",
  "account.pleaseWait": "Veuillez patienter…",
  "account.mfaScan":
    "Balayez ce code QR avec votre application d’authentification.",
  "account.mfaQrLabel":
    "Code QR de votre secret d’authentification à deux facteurs",
  "account.mfaCannotScan":
    "Impossible de le balayer? Entrez plutôt cette clé\u00a0:",
  "account.mfaSaveCodes": "Conservez vos codes de secours.",
  "account.mfaSaveCodesBody":
    "Chacun vous permet de vous connecter une fois si vous perdez votre téléphone. Ils ne s’affichent que maintenant\u00a0: imprimez-les ou gardez-les dans votre gestionnaire de mots de passe.",
  "account.mfaBackupCodes": "Codes de secours",
  "account.mfaEnterCode":
    "Entrez le code à 6 chiffres qu’affiche votre application.",
  "account.mfaCode": "Code d’authentification",
  "account.verifying": "Vérification…",
  "account.mfaTurnOn": "Activer l’authentification à deux facteurs",
  "account.sessionsTitle": "Sessions actives",
  "account.sessionsDescription":
    "Les endroits où votre compte est connecté en ce moment. Mettez fin à toute session que vous ne reconnaissez pas, puis changez votre mot de passe.",
  "account.thisDevice": "Cet appareil",
  "account.sessionSignedIn": "Connexion le {time}",
  "account.sessionLastActive": "Dernière activité {time}",
  "account.revoking": "Révocation…",
  "account.revoke": "Révoquer<sr> la session de {device}</sr>",
  "account.signOutOthers": "Déconnecter toutes les autres sessions",
  "account.thisDeviceOnly": "Vous êtes connecté sur cet appareil seulement.",
  "account.form.emailRequired": "Entrez votre adresse courriel.",
  "account.form.emailInvalid":
    "Entrez une adresse courriel valide, comme nom@ministere.gouv.",
  "account.form.passwordRequired": "Entrez votre mot de passe.",
  "account.form.passwordTooShort":
    "Utilisez au moins 12 caractères. Quelques mots sans lien entre eux forment un mot de passe robuste et facile à retenir.",
  "account.form.passwordTooLong": "Utilisez au plus 128 caractères.",
  "account.form.fullNameRequired": "Entrez votre nom complet.",
  "account.form.fullNameTooLong": "Utilisez au plus 120 caractères.",
  "account.form.fullNameCharacters":
    "Utilisez uniquement des lettres, des espaces et des signes de ponctuation.",
  "account.form.codeRequired":
    "Entrez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours.",
  "account.form.currentPasswordRequired": "Entrez votre mot de passe actuel.",
  "account.form.invalidCredentials": "Courriel ou mot de passe invalide.",
  "account.form.notCurrentPassword": "Ce n’est pas votre mot de passe actuel.",
  "account.form.codeDidNotWork":
    "Ce code n’a pas fonctionné. Utilisez le plus récent code à 6 chiffres de votre application (vérifiez l’heure de votre téléphone).",
  "account.form.passwordToStartMfa":
    "Entrez votre mot de passe pour configurer l’authentification à deux facteurs.",
  "account.form.passwordToStopMfa":
    "Entrez votre mot de passe pour désactiver l’authentification à deux facteurs.",
  "account.form.languageInvalid": "Choisissez English ou Français.",
  "account.form.accessRequiredTitle": "Accès requis",
  "account.form.accessRequired":
    "Votre compte doit être associé à un client. Veuillez communiquer avec le soutien.",
  "account.form.invalidInvitation":
    "Invitation invalide ou expirée. Veuillez demander une nouvelle invitation à votre administrateur.",
  "account.form.accountExists":
    "Un compte existe déjà pour cette adresse courriel. Connectez-vous plutôt, ou réinitialisez votre mot de passe.",
  "account.form.signUpRefused":
    "Nous n’avons pas pu créer le compte. Vérifiez les renseignements saisis, puis réessayez.",
  "account.form.clientInactive":
    "L’accès de votre organisation au portail est suspendu. Veuillez communiquer avec votre gestionnaire de compte ou avec le soutien.",
  "account.form.requestWithStaff":
    "Votre demande d’accès a été transmise à notre personnel\u00a0: elle figure dans leur console, et ils ont été avisés lorsque vous avez confirmé votre adresse courriel. Nous vous écrirons dès que votre compte sera rattaché à votre organisation.",
  "account.forgotPassword": "Mot de passe oublié?",
  "account.email": "Courriel",
  "account.password": "Mot de passe",
  "account.signingIn": "Connexion…",
  "account.signInButton": "Se connecter",
  "account.fullName": "Nom complet",
  "account.invitedAddressHint":
    "Il s’agit de l’adresse à laquelle votre invitation a été envoyée.",
  "account.creatingAccount": "Création du compte…",
  "account.createAccount": "Créer un compte",
  "account.joinCompany": "Rejoindre {company}",
  "account.clientPortal": "Portail client",
  "account.staffEditorInvitation":
    "Créez votre compte d’employé pour le studio de contenu de la console\u00a0: les analyses du site.",
  "account.staffInvitation":
    "Créez votre compte d’employé pour la console\u00a0: pistes, clients, projets et soutien.",
  "account.clientInvitation":
    "Créez votre compte pour accéder aux projets, aux documents et au soutien de votre organisation.",
  "account.signInDescription":
    "Connectez-vous pour consulter vos projets, vos documents et vos demandes de soutien.",
  "account.staffFooter":
    "Membre du personnel de Kestrel? <link>Connexion du personnel</link>",
  "account.validatingInvitation": "Validation de l’invitation...",
  "account.invitationNotValid": "Invitation non valide",
  "account.invited": "Vous avez été invité",
  "account.invitedStaff":
    "Vous avez été invité à la console du personnel de <b>{company}</b> avec le rôle <b>{role}</b>.",
  "account.invitedClient":
    "Vous avez été invité à rejoindre <b>{company}</b> avec le rôle <b>{role}</b>.",
  "account.tabsLabel": "Se connecter ou créer un compte",
  "account.signInTab": "Connexion",
  "account.signUpTab": "Inscription",
  "account.signUpNeedsInvitation":
    "Il vous faut une invitation valide pour rejoindre le portail de votre organisation\u00a0: utilisez le lien de votre courriel d’invitation. Vous pouvez tout de même créer un compte sans invitation; il restera sans accès jusqu’à ce que notre personnel le rattache à votre organisation.",
  "account.signedInAs": "Connecté en tant que <b>{name}</b> ({email}).",
  "account.authMetaTitle":
    "{invited, select, yes {Rejoindre {company}} other {Connexion}} | {site}",
  "account.forgotMetaTitle": "Réinitialiser votre mot de passe | {site}",
  "account.resetMetaTitle": "Choisir un nouveau mot de passe | {site}",
  "account.twoFactorMetaTitle": "Authentification à deux facteurs | {site}",
  "account.toast.welcomeBack": "Bon retour!",
  "account.toast.signedIn": "Vous êtes maintenant connecté.",
  "account.toast.pleaseSignIn": "Veuillez vous connecter",
  "account.toast.signInToContinue": "Connectez-vous pour continuer.",
  "account.toast.passwordChanged": "Mot de passe changé",
  "account.toast.othersSignedOut": "Vos autres sessions ont été déconnectées.",
  "account.toast.otherSessionsSignedOut": "Autres sessions déconnectées",
  "account.toast.onlyThisDevice": "Seul cet appareil est encore connecté.",
  "account.toast.signedOut": "Déconnecté",
  "account.toast.signedOutDevice": "Vous avez déconnecté cet appareil.",
  "account.toast.mfaOff": "L’authentification à deux facteurs est désactivée",
  "account.toast.passwordOnly":
    "La connexion ne demande plus que votre mot de passe.",
  "account.toast.mfaOnDescription":
    "Un code de votre application vous sera demandé à chaque connexion. Vos autres sessions ont été déconnectées.",
  "account.toast.didNotWork": "Cela n’a pas fonctionné",
  "account.toast.reloadAndRetry": "Rechargez la page et réessayez.",
  "account.rememberedIt":
    "Vous vous en souvenez? <link>Retour à la connexion</link>",
  "account.forgotTitle": "Réinitialiser votre mot de passe",
  "account.forgotDescription":
    "Entrez l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe; il ne fonctionne qu’une fois, pendant une courte période.",
  "account.forgotSentTitle": "Consultez vos courriels",
  "account.forgotSentBody":
    "Si un compte utilise cette adresse, un lien pour réinitialiser son mot de passe est en route. Rien reçu après quelques minutes? Vérifiez votre dossier de pourriels, ou faites une nouvelle demande.",
  "account.sending": "Envoi…",
  "account.sendResetLink": "Envoyer le lien de réinitialisation",
  "account.resetInvalidTitle": "Ce lien ne fonctionne plus",
  "account.resetInvalidAlert": "Lien invalide ou expiré",
  "account.resetInvalidBody":
    "Un lien de réinitialisation du mot de passe ne fonctionne qu’une fois, et pendant une courte période seulement. Demandez-en un nouveau et utilisez le plus récent courriel que nous vous envoyons.",
  "account.requestNewResetLink": "Demander un nouveau lien de réinitialisation",
  "account.resetTitle": "Choisir un nouveau mot de passe",
  "account.saveNewPassword": "Enregistrer le nouveau mot de passe",
  "account.twoFactorDescription":
    "Entrez le code à 6 chiffres de votre application d’authentification. Vous avez perdu votre appareil? Entrez plutôt l’un des codes de secours que vous avez conservés.",
  "account.twoFactorNotYou": "Ce n’est pas vous? <link>Recommencer</link>",
  "account.verify": "Vérifier",
  "account.toast.resetLinkSent":
    "Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois, dans les 30 minutes.",
  "account.toast.linkExpired": "Lien expiré",
  "account.toast.resetLinkExpired":
    "Ce lien de réinitialisation est expiré ou a déjà été utilisé. Les liens ne fonctionnent qu’une fois, pendant 30 minutes\u00a0: demandez-en un nouveau ci-dessous.",
  "account.toast.signInWithNewPassword":
    "Connectez-vous avec votre nouveau mot de passe.",
  "account.toast.signInAgain": "Reconnectez-vous",
  "account.toast.secondStepExpired":
    "La connexion a expiré (10 minutes). Entrez de nouveau votre courriel et votre mot de passe.",
  "account.form.tooManyCodes":
    "Trop de codes erronés. Attendez quelques minutes, puis reconnectez-vous.",
  "account.form.codeOrBackupDidNotWork":
    "Ce code n’a pas fonctionné. Utilisez le plus récent code à 6 chiffres de votre application (vérifiez l’heure de votre téléphone), ou un code de secours.",
  // The password reset e-mail (app/server/auth/account-emails.server.ts). The English is cut
  // across two lines mid-sentence; the French keeps whole sentences on each.
  "account.resetEmail.subject":
    "Réinitialisez le mot de passe de votre portail {siteName}",
  "account.resetEmail.greeting": "Bonjour,",
  "account.resetEmail.request":
    "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe ici\u00a0:",
  "account.resetEmail.expiry":
    "Le lien ne fonctionne qu’une fois et expire 30 minutes après la demande.",
  "account.resetEmail.sessions":
    "Vos autres sessions ouvertes prennent fin au changement de mot de passe. Si vous utilisez l’authentification à deux facteurs, un code vous sera tout de même demandé.",
  "account.resetEmail.notYou":
    "Si vous n’avez rien demandé, ne tenez pas compte de ce message\u00a0: votre mot de passe reste inchangé.",
  "account.resetEmail.signature": "— {siteName}",
  // Password strength (app/server/auth/password-strength.server.ts).
  "account.strength.verdict": "{warning} {suggestion}",
  "account.strength.personal":
    "Les noms et les adresses de courriel sont faciles à deviner.",
  "account.strength.mostCommon": "Ce mot de passe est l’un des plus répandus.",
  "account.strength.personalSuggestion":
    "N’y mettez ni votre nom ni votre adresse de courriel, et ajoutez des mots moins courants.",
  "account.strength.generic": "Ce mot de passe serait facile à deviner.",
  "account.strength.genericSuggestion":
    "Ajoutez un ou deux mots, de préférence peu courants.",
  "account.strength.warning.straightRow":
    "Les rangées de touches du clavier sont faciles à deviner.",
  "account.strength.warning.keyPattern":
    "Les courtes séquences de touches du clavier sont faciles à deviner.",
  "account.strength.warning.simpleRepeat":
    "Les caractères répétés, comme «\u00a0aaa\u00a0», sont faciles à deviner.",
  "account.strength.warning.extendedRepeat":
    "Les suites de caractères répétées, comme «\u00a0abcabcabc\u00a0», sont faciles à deviner.",
  "account.strength.warning.sequences":
    "Les suites de caractères courantes, comme «\u00a0abc\u00a0», sont faciles à deviner.",
  "account.strength.warning.recentYears":
    "Les années récentes sont faciles à deviner.",
  "account.strength.warning.dates": "Les dates sont faciles à deviner.",
  "account.strength.warning.common": "Ce mot de passe est couramment utilisé.",
  "account.strength.warning.similarToCommon":
    "Ce mot de passe ressemble à un mot de passe couramment utilisé.",
  "account.strength.warning.wordByItself": "Un mot seul est facile à deviner.",
  "account.strength.warning.namesByThemselves":
    "Un prénom ou un nom de famille seul est facile à deviner.",
  "account.strength.warning.commonNames":
    "Les prénoms et noms de famille courants sont faciles à deviner.",
  "account.strength.suggestion.l33t":
    "Évitez les substitutions de lettres prévisibles, comme «\u00a0@\u00a0» pour «\u00a0a\u00a0».",
  "account.strength.suggestion.reverseWords":
    "Évitez les mots courants écrits à l’envers.",
  "account.strength.suggestion.allUppercase":
    "Mettez quelques lettres en majuscules, mais pas toutes.",
  "account.strength.suggestion.capitalization":
    "Mettez en majuscule d’autres lettres que la première.",
  "account.strength.suggestion.dates":
    "Évitez les dates et les années qui vous sont associées.",
  "account.strength.suggestion.recentYears": "Évitez les années récentes.",
  "account.strength.suggestion.associatedYears":
    "Évitez les années qui vous sont associées.",
  "account.strength.suggestion.sequences":
    "Évitez les suites de caractères courantes.",
  "account.strength.suggestion.repeated":
    "Évitez de répéter des mots et des caractères.",
  "account.strength.suggestion.longerKeyboardPattern":
    "Utilisez des séquences de touches plus longues et changez plusieurs fois de direction.",
  "account.strength.suggestion.anotherWord": "Ajoutez des mots moins courants.",
  "account.strength.suggestion.useWords":
    "Utilisez plusieurs mots, mais évitez les expressions courantes.",
  "account.strength.suggestion.noNeed":
    "Un mot de passe peut être robuste sans symboles, chiffres ni majuscules.",
  "account.toast.pleaseWait": "Veuillez patienter",
  "account.toast.staffSignedIn": "Authentification administrateur réussie.",
  "account.toast.authenticationFailed": "Échec de l’authentification",
  "account.toast.setUpMfa": "Configurez l’authentification à deux facteurs",
  "account.toast.staffNeedMfa":
    "Les comptes du personnel doivent avoir une application d’authentification avant que la console s’ouvre.",
  "account.toast.mfaSignInAgain":
    "Votre compte utilise l’authentification à deux facteurs : connectez-vous avec un code de votre application.",
  "account.toast.signInFailed": "Erreur de connexion",
  "account.toast.signUpFailed": "Erreur lors de la création du compte",
  "account.toast.accountCreated": "Compte créé !",
  "account.toast.staffAccountCreated":
    "Votre compte du personnel a été créé. Vous pouvez maintenant vous connecter.",
  "account.toast.accountCreatedForClient":
    "Votre compte a été créé et rattaché à votre organisation. Vous pouvez maintenant vous connecter.",
  "account.toast.checkEmailToVerify":
    "Veuillez consulter vos courriels pour confirmer votre compte.",
  "account.toast.alreadyConfirmed": "Adresse déjà confirmée",
  "account.toast.confirmLinkUsed":
    "Ce lien a déjà été utilisé. Connectez-vous avec votre adresse courriel et votre mot de passe.",
  "account.toast.linkNotValid": "Lien non valide",
  "account.toast.confirmLinkInvalid":
    "Ce lien de confirmation a expiré ou n’est pas valide. Connectez-vous pour en recevoir un nouveau.",
  "account.toast.emailConfirmed": "Adresse courriel confirmée",
  "account.toast.emailConfirmedNext":
    "Vous pouvez maintenant vous connecter. Notre équipe rattachera votre compte à votre organisation.",
  "account.toast.sessionNotFound": "Session introuvable",
  "account.toast.sessionMayHaveEnded": "Elle a peut-être déjà pris fin.",
  "account.toast.sessionSignedOut": "Session fermée",
  "account.toast.alreadyOn": "Déjà activée",
  "account.toast.mfaAlreadyOn":
    "L’authentification à deux facteurs est déjà configurée pour ce compte.",
  "account.toast.staffMustSetUpAgain":
    "Le personnel doit la configurer de nouveau avant que la console s’ouvre.",
  "account.toast.signedOutSeeYou": "Vous avez fermé votre session. À bientôt.",
  "account.toast.tooManyFromNetwork":
    "Trop de tentatives depuis votre réseau. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} et réessayer.",
  "account.throttle.sign_in":
    "Trop de tentatives de connexion. Veuillez patienter {unit, select, hours {{hours} heures} other {{minutes, plural, one {# minute} other {# minutes}}}} et réessayer, ou réinitialiser votre mot de passe.",
  "account.throttle.sign_up":
    "Trop de tentatives d’inscription. Veuillez patienter {unit, select, hours {{hours} heures} other {{minutes, plural, one {# minute} other {# minutes}}}} et réessayer.",
  "account.throttle.password_reset":
    "Trop de demandes de réinitialisation du mot de passe. Veuillez patienter {unit, select, hours {{hours} heures} other {{minutes, plural, one {# minute} other {# minutes}}}} et réessayer.",
  "account.throttle.verification":
    "Trop de courriels de confirmation demandés. Veuillez patienter {unit, select, hours {{hours} heures} other {{minutes, plural, one {# minute} other {# minutes}}}} et réessayer.",
  "account.throttle.second_factor":
    "Trop de codes essayés. Veuillez patienter {unit, select, hours {{hours} heures} other {{minutes, plural, one {# minute} other {# minutes}}}} et réessayer.",
  "account.throttle.account_password":
    "Trop de tentatives de mot de passe. Veuillez patienter {unit, select, hours {{hours} heures} other {{minutes, plural, one {# minute} other {# minutes}}}} et réessayer.",
  "account.form.confirmEmailFirst":
    "Veuillez d’abord confirmer votre adresse courriel : nous vous avons envoyé un nouveau lien de confirmation.",
  "account.verifyEmail.subject":
    "Confirmez votre adresse courriel pour le portail client de {siteName}",
  "account.verifyEmail.created":
    "Quelqu’un — vous, nous l’espérons — a créé un compte pour cette adresse dans le portail client de {siteName}.",
  "account.verifyEmail.confirm":
    "Confirmez l’adresse en ouvrant ce lien d’ici 24 heures :",
  "account.verifyEmail.next":
    "Une fois l’adresse confirmée, notre équipe rattache le compte à votre organisation avant que vous voyiez les données d’un projet.",
  "account.verifyEmail.notYou":
    "Si vous n’avez pas créé ce compte, ne tenez pas compte de ce message : sans confirmation, le compte ne peut pas être utilisé.",
  "account.existingEmail.subject":
    "Quelqu’un a tenté de créer un compte du portail de {siteName} avec votre adresse",
  "account.existingEmail.attempt":
    "Quelqu’un a tenté de créer un nouveau compte avec cette adresse courriel, qui en a déjà un.",
  "account.existingEmail.signIn":
    "Si c’était vous, connectez-vous plutôt : {signInLink}",
  "account.existingEmail.reset":
    "Mot de passe oublié ? Réinitialisez-le ici : {resetLink}",
  "account.existingEmail.notYou":
    "Si ce n’était pas vous, vous n’avez rien à faire : rien n’a été modifié.",
  "account.invitationEmail.byPerson":
    "{inviterName}, de {siteName}, vous invite à rejoindre {company} dans le portail client de {siteName} {roleLabel}.",
  "account.invitationEmail.byUs":
    "Vous avez reçu une invitation à rejoindre {company} dans le portail client de {siteName} {roleLabel}.",
  "account.invitationEmail.staffByPerson":
    "{inviterName}, de {siteName}, vous invite à rejoindre la console du personnel de {siteName} {roleLabel}.",
  "account.invitationEmail.staffByUs":
    "{siteName} vous invite à rejoindre la console du personnel de {siteName} {roleLabel}.",
  "account.invitationEmail.subject":
    "Votre invitation au portail client de {company}",
  "account.invitationEmail.staffSubject":
    "Votre invitation à la console du personnel de {siteName}",
  "account.invitationEmail.accept":
    "Pour accepter, ouvrez le lien ci-dessous, puis indiquez votre nom et choisissez un mot de passe. Ce message confirme votre adresse courriel : vous pourrez vous connecter dès la création de votre compte.",
  "account.invitationEmail.expiry":
    "Le lien ne fonctionne qu’une fois et expire le {expires}. S’il a expiré, demandez une nouvelle invitation à votre administrateur.",
  "account.invitationEmail.notYou":
    "Si vous n’attendiez pas cette invitation, ne tenez pas compte de ce message : aucun compte n’est créé à moins que le lien soit utilisé.",
  "account.invitationEmail.role":
    "{role, select, admin {à titre d’administrateur ou d’administratrice} editor {à titre de rédacteur ou de rédactrice} client_admin {à titre d’administrateur ou d’administratrice} other {à titre d’utilisateur ou d’utilisatrice}}",
  "account.accessEmail.role":
    "{role, select, admin {administrateur ou administratrice} editor {rédacteur ou rédactrice} client_admin {administrateur ou administratrice du client} other {utilisateur ou utilisatrice du client}}",
  "account.accessEmail.subject": "Votre accès au portail client de {siteName}",
  "account.accessEmail.attached":
    "Notre personnel a rattaché votre compte à {company} dans le portail client de {siteName}, avec le rôle suivant\u00a0: {roleLabel}.",
  "account.accessEmail.signIn":
    "Connectez-vous avec votre adresse courriel et votre mot de passe pour consulter ses projets, ses documents et le soutien :",
  "account.accessEmail.notYou":
    "Si vous n’avez pas demandé cet accès, écrivez-nous à {contactEmail}.",
} satisfies MessageCatalog;

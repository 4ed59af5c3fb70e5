/**
 * English of the portal messages that server code sends by id (toasts, field errors): the
 * reader's page formats them in its language (French in ../fr/portal.ts).
 */
export default {
  "portal.form.projectRequired": "Choose the project this document belongs to.",
  "portal.form.fileRequired": "Choose a file to upload.",
  "portal.form.fileEmpty": "This file is empty. Please choose the file again.",
  "portal.form.fileTooLarge":
    "This file is larger than 25 MB. Please upload a smaller file, or split it into parts.",
  "portal.form.fileWrongType":
    "This file type is not accepted. Upload a PDF, a Word, Excel or PowerPoint file, an image (PNG, JPEG, GIF, WebP) or plain text (.txt, .csv).",
  "portal.form.titleRequired": "Title is required",
  "portal.form.descriptionRequired": "Description is required",
  "portal.form.replyRequired": "Write a reply before sending",
  "portal.toast.ticketCreated": "Support ticket created",
  "portal.toast.ticketCreatedDescription":
    "Your ticket has been submitted successfully.",
  "portal.toast.ticketFailed": "Error creating ticket",
  "portal.toast.ticketFailedDescription":
    "Failed to create support ticket. Please try again.",
  "portal.toast.uploaded": "Files uploaded",
  "portal.toast.uploadFailed": "Upload failed",
  "portal.team.form.emailRequired":
    "Enter your colleague's work e-mail address.",
  "portal.team.form.checkEmail": "Check the e-mail address.",
  "portal.team.toast.notSent": "Invitation not sent",
  "portal.team.toast.sent": "Invitation sent",
  "portal.team.toast.sentAgain": "Invitation sent again",
  "portal.team.toast.revoked": "Access revoked",
  "portal.team.toast.cancelled": "Invitation cancelled",
  "portal.team.toast.cannotRevokeSelf": "You cannot revoke your own access",
  "portal.team.toast.onlyStaffRevokeAdmin":
    "Only our team can revoke an administrator",
  "portal.team.toast.unknownAction": "Unknown action",
  "portal.toast.uploadedCount": "{count} file(s) uploaded successfully",
  "portal.toast.uploadFailedBecause":
    "Failed to upload files. Please try again. {reason}",
  "portal.form.fileMacros":
    "This Office file contains macros, which we do not accept. Save it without macros (as .docx, .xlsx or .pptx) and upload it again.",
  "portal.form.fileEncrypted":
    "This file is password-protected. Remove the password and upload it again.",
  "portal.form.fileUnreadable":
    "This file looks damaged and could not be read. Please check that it opens, save it again and upload it again.",
  "portal.form.fileUnpackedTooLarge":
    "This Office file unpacks to far more data than a document holds. Please save it again and upload it again.",
  "portal.form.fileNotUtf8":
    "This text file is not UTF-8 encoded. Save it as UTF-8 (or as PDF) and upload it again.",
  "portal.form.fileBinaryText":
    "This file is named as text but contains binary data. Upload the original file type instead.",
  "portal.form.uploadBusy":
    "Many documents are being uploaded right now. Please try again in a minute.",
  "portal.form.uploadNetwork":
    "The connection was lost during the upload. Please check your connection and try again.",
  "portal.form.signedOut": "Your session has ended. Please sign in again.",
  "portal.form.projectGone":
    "This project is not available. Please reload the page.",
  "portal.toast.ticketClosed": "This ticket is closed",
  "portal.toast.replySent": "Reply sent",
  "portal.toast.replySentDescription":
    "Our support team has been notified and will answer here.",
  "portal.team.form.invalidEmail": '"{email}" is not a valid e-mail address.',
  "portal.team.form.clientPaused":
    "{client} cannot take on new people at the moment. Please contact your account manager.",
  "portal.team.form.notSent":
    "The invitation could not be sent. Please try again, or contact support.",
  "portal.team.toast.unreadable":
    "The invitation could not be read. Please try again.",
  "portal.team.toast.tooManyByYou":
    "You have sent a lot of invitations in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "portal.team.toast.tooManyByOrganisation":
    "Your organisation has sent a lot of invitations in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or ask our support team.",
  "portal.toast.ticketNoClient": "Client ID not found",
  "portal.toast.ticketClosedDescription":
    "This ticket is closed, so it takes no more replies. If you still need help, please open a new ticket.",
  "portal.form.titleTooLong": "Title must be 200 characters or fewer",
  "portal.form.descriptionTooLong":
    "Description must be 5,000 characters or fewer",
  "portal.form.priorityInvalid": "Choose a priority: low, medium or high",
  "portal.form.replyTooLong": "Reply must be 5,000 characters or fewer",
} as const;

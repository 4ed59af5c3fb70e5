/**
 * English of the public lead forms' field errors (contact, blueprint, getting started, job
 * application), the specification's wording verbatim (e2e asserts it). Their schemas run in the
 * browser enhancers too, which format them with `formText` (app/i18n/form-text.ts) rather than
 * react-intl; French in ../fr/forms.ts.
 */
export default {
  "forms.error.common.singleLine":
    "Please remove line breaks and control characters",
  "forms.error.common.mustBeText": "Must be text",
  "forms.error.common.chooseOption": "Please choose one of the options",
  "forms.error.common.tooLong": "Must be {max} characters or fewer",
  "forms.error.common.tooShort": "Must be at least {min} characters",
  "forms.error.blueprint.nameMin": "Name must be at least 2 characters",
  "forms.error.blueprint.nameMax": "Name must be 100 characters or fewer",
  "forms.error.blueprint.email": "Invalid email address",
  "forms.error.blueprint.companyMin":
    "Company name must be at least 2 characters",
  "forms.error.blueprint.companyMax":
    "Company name must be 100 characters or fewer",
  "forms.error.blueprint.phoneMax":
    "Phone number must be 40 characters or fewer",
  "forms.error.blueprint.messageMax":
    "Message must be less than 1000 characters",
  "forms.error.contact.firstName": "First name must be at least 2 characters",
  "forms.error.contact.lastName": "Last name must be at least 2 characters",
  "forms.error.contact.email": "Please enter a valid email address",
  "forms.error.contact.company": "Company name is required",
  "forms.error.contact.interest": "Please select an area of interest",
  "forms.error.contact.messageMin": "Message must be at least 10 characters",
  "forms.error.contact.messageMax": "Message must be 5000 characters or fewer",
  "forms.error.getStarted.firstName":
    "First name must be at least 2 characters",
  "forms.error.getStarted.lastName": "Last name must be at least 2 characters",
  "forms.error.getStarted.email": "Please enter a valid email address",
  "forms.error.getStarted.company": "Company name is required",
  "forms.error.getStarted.companySize": "Please select company size",
  "forms.error.getStarted.primaryInterest":
    "Please select your primary interest",
  "forms.error.getStarted.challenges":
    "Please describe your current challenges",
  "forms.error.getStarted.challengesMax":
    "Please keep this under 5000 characters",
  "forms.error.getStarted.timeline": "Please select a timeline",
  "forms.error.getStarted.budget": "Please select a budget range",
  "forms.error.booking.slot": "Please choose a time",
  "forms.error.booking.name": "Please enter your name",
  "forms.error.booking.email": "Please enter a valid email address",
  "forms.error.booking.organisation": "Please enter your organisation",
  "forms.error.privacy.kind": "Please choose what you are asking for",
  "forms.error.privacy.email": "Please enter a valid email address",
  "forms.error.privacy.details":
    "Please tell us what to correct, or what your complaint is about",
  "forms.error.privacy.code": "Please enter the 6-digit code from the e-mail",
  "forms.error.privacy.codeWrong":
    "That code is not right. Tries left before a new code is needed: {triesLeft, number}",
  "forms.error.jobApplication.jobTitle": "Please choose a position",
  "forms.error.jobApplication.firstName": "First name is required",
  "forms.error.jobApplication.lastName": "Last name is required",
  "forms.error.jobApplication.emailRequired": "Email is required",
  "forms.error.jobApplication.email": "Invalid email address",
  "forms.error.jobApplication.phoneMax":
    "Phone number must be 40 characters or fewer",
  "forms.error.jobApplication.linkedInMax":
    "LinkedIn URL must be 300 characters or fewer",
  "forms.error.jobApplication.linkedInHttps":
    "LinkedIn URL must be a web address starting with https://",
  "forms.error.jobApplication.experience": "Experience is required",
  "forms.error.jobApplication.experienceMax":
    "Please keep this under 5000 characters",
  "forms.error.jobApplication.coverLetter": "Cover letter is required",
  "forms.error.jobApplication.coverLetterMax":
    "Please keep the cover letter under 10000 characters",
  "forms.error.jobApplication.openPosition":
    "Please choose one of the open positions",
  "forms.error.resume.required": "Resume is required",
  "forms.error.resume.empty":
    "The résumé file is empty. Please choose the file again.",
  "forms.error.resume.tooLarge": "Resume must be 10 MB or smaller",
  "forms.error.resume.wrongType": "Resume must be a PDF, DOC or DOCX file",
  "forms.error.resume.notWord":
    "This file is an Office file but not a Word document. Please attach your résumé as PDF, DOC or DOCX.",
  "forms.error.resume.unreadable":
    "This document could not be read: it looks damaged. Please save it again (as PDF or DOCX) and attach it again.",
  "forms.error.resume.unpackedTooLarge":
    "This document unpacks to far more data than a résumé holds. Please save it again (as PDF or DOCX) and attach it again.",
  "forms.error.resume.macros":
    "This document contains macros. Please save it without macros (as .docx or PDF) and attach it again.",
  "forms.error.resume.encrypted":
    "This document is password-protected. Please remove the password (or save it as PDF) and attach it again.",

  // The body layer's answers to a lead form's post (app/server/http/body-refusals.server.ts).
  "forms.refusal.tooLarge":
    "This submission is too large. Please shorten your text or attach a smaller file.",
  "forms.refusal.unreadable":
    "We could not read this form submission. Please try again.",
  "forms.refusal.noFiles": "This form does not take attachments.",
  "forms.refusal.oneFile": "Please attach a single file.",
  "forms.refusal.busy":
    "Many applications are being uploaded right now. Your details are still in the form: please try again in a minute.",
  "forms.refusal.tooManyFromNetwork":
    "Too many submissions from your network. Your details are still in the form: please try again in {minutes, plural, one {# minute} other {# minutes}}, or write to us by e-mail.",
} as const;

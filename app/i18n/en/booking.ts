/**
 * English of the booking messages that server code sends by id (French in ../fr/booking.ts);
 * the pages' own copy is written beside their components (app/components/booking/).
 */
export default {
  "booking.form.expired":
    "This page has been open for a long time. Please check the details and choose your time again.",
  "booking.form.checkAndSend":
    "Please check your details and send the form again.",
  "booking.form.alreadyBooked":
    "This consultation is already booked. Your invitation and the link to change it are in your e-mail.",
  "booking.form.taken":
    "Someone has just booked that time. Please choose another one below.",
  "booking.form.notOffered":
    "That time is no longer available. Please choose one of the times below.",
  "booking.pick.taken":
    "Someone else has just chosen that time. Please choose another one below.",
  "booking.manage.cancelled":
    "Your consultation is cancelled. We have e-mailed you a cancellation for your calendar.",
  "booking.manage.rescheduled":
    "Your consultation has moved. We have e-mailed you the updated invitation.",
  "booking.manage.tooLate":
    "Your consultation starts in less than {hours, plural, one {# hour} other {# hours}}, so it can no longer be changed online. Please write or call us instead.",
  "booking.manage.alreadyCancelled":
    "This consultation was cancelled, so it can no longer be changed. You are welcome to book a new one.",
} as const;

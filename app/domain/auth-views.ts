import type { UserRole } from "./enums";

/**
 * What the server hands the account pages (loader and action data). Types only: the
 * browser bundle imports these shapes, never the server modules that fill them.
 */

/** A valid invitation as /auth shows it. */
export type InvitationView = {
  /** The raw token from the link, posted back with the sign-up form. */
  token: string;
  email: string;
  role: UserRole;
  /** "client admin": the role with underscores shown as spaces. */
  roleLabel: string;
  /** The inviting client's company name (or our own name for a staff invitation). */
  company: string;
};

/** Who is signed in, as signed-in pages show it. */
export type SignedInView = {
  name: string;
  email: string;
  role: UserRole | null;
  company: string | null;
  twoFactorEnabled: boolean;
};

/** One active session on the account page. */
export type SessionView = {
  id: string;
  current: boolean;
  /** "Chrome on Windows", derived from the user agent; "Unknown device" otherwise. */
  device: string;
  ipAddress: string | null;
  /** ISO timestamps. */
  signedInAt: string;
  lastActiveAt: string;
};

/** The MFA enrolment in progress: shown once, after the password was confirmed. */
export type TwoFactorEnrolment = {
  /** otpauth:// URI, for the QR code and for manual entry. */
  totpUri: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  /** The QR code as an SVG string (made on the server with qrcode). */
  qrSvg: string;
  backupCodes: string[];
};

/**
 * 128-character passwords of the kinds that make zxcvbn's matching slow (l33t symbols, repeats,
 * keyboard walks, the person's own name), for the password check's unit test and its benchmark
 * (bench/passwords.ts). The last one is printable noise that should pass.
 */
export const awkwardLongPasswords: readonly string[] = [
  "4@3$1!0".repeat(19).slice(0, 128),
  "p@ssw0rd".repeat(16),
  "1qaz2wsx3edc4rfv".repeat(8),
  "@".repeat(128),
  "a".repeat(128),
  "amira.haddad".repeat(11).slice(0, 128),
  Array.from({ length: 128 }, (_, i) =>
    String.fromCharCode(33 + ((i * 37) % 94)),
  ).join(""),
];

/** Whose password it is: the context the check is given. */
export const awkwardPasswordOwner = {
  email: "amira.haddad@example.org",
  fullName: "Amira Haddad",
};

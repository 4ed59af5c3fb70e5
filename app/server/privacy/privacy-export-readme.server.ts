import type { ExportManifest } from "./privacy-export-manifest.server";

/**
 * README.txt of a privacy export, in the request's language (English or Canadian French, with
 * a no-break space before the high punctuation and inside the guillemets).
 */

const NB = "\u00A0";

function sourceLines(
  manifest: ExportManifest,
  rowsWord: (n: number) => string,
): string {
  return manifest.sources
    .filter((source) => source.rows > 0)
    .map((source) => `- ${source.id}: ${rowsWord(source.rows)}`)
    .join("\n");
}

export function exportReadme(manifest: ExportManifest): string {
  const date = manifest.generatedAt.slice(0, 10);
  if (manifest.locale === "fr")
    return `Vos renseignements personnels — copie préparée le ${date}
Numéro de la demande${NB}: ${manifest.requestId}

Ce dossier compressé contient les renseignements personnels que nous détenons à votre sujet,
trouvés dans chacun de nos systèmes grâce à votre adresse courriel et, le cas échéant, de
votre compte du portail client.

Contenu
- sources/${NB}: les renseignements recueillis auprès de vous (formulaires, messages, clavardage,
  abonnement à l'infolettre, consentements), une source par fichier. Chaque source est fournie
  en deux formats courants et structurés${NB}: JSON et CSV (les deux contiennent les mêmes données).
- created-by-us/${NB}: ce que nous avons produit à votre sujet (statuts, notes du personnel,
  historique de traitement, journal des actions du personnel), séparé de ce que vous nous avez
  fourni. Les membres de notre personnel y sont désignés par «${NB}staff${NB}»${NB}; leurs noms et
  adresses ne sont jamais communiqués.
- files/${NB}: les fichiers originaux que vous nous avez transmis (curriculum vitae, pièces jointes
  au clavardage, documents déposés dans le portail).
- manifest.json${NB}: la liste des sources consultées, le nombre d'enregistrements de chacune et les
  fichiers inclus.

Par mesure de sécurité, les mots de passe (même chiffrés), les secrets de vérification en deux
étapes, les jetons de session et les codes de vérification ne sont jamais inclus.

Dans un fichier CSV, une valeur qui commence par = + - ou @ est précédée d'une apostrophe (')
afin qu'un tableur ne l'exécute pas comme une formule.

Sources où nous avons trouvé des renseignements${NB}:
${sourceLines(manifest, (n) => `${n} enregistrement${n > 1 ? "s" : ""}`)}

Pour toute question ou pour faire rectifier un renseignement, écrivez à notre responsable de
la protection des renseignements personnels (voir la page «${NB}Confidentialité${NB}» du site).
`;
  return `Your personal information — copy prepared on ${date}
Request number: ${manifest.requestId}

This archive holds the personal information we keep about you, found in each of our systems
from your e-mail address and, where you have one, your client portal account.

Contents
- sources/: what we collected from you (forms, messages, chat, newsletter subscription,
  consents), one source per file, each in two structured, commonly used formats: JSON and CSV
  (both hold the same records).
- created-by-us/: what we created about you (statuses, staff notes, handling history, the log
  of staff actions), kept apart from what you gave us. Our staff appear as "staff"; their names
  and addresses are never disclosed.
- files/: the original files you sent us (résumé, chat attachments, documents uploaded to the
  portal).
- manifest.json: the sources searched, how many records each holds, and the files included.

For security, passwords (even hashed), two-step verification secrets, session tokens and
verification codes are never included.

In a CSV file, a value starting with = + - or @ is preceded by an apostrophe (') so that a
spreadsheet never runs it as a formula.

Sources where we found information about you:
${sourceLines(manifest, (n) => `${n} record${n === 1 ? "" : "s"}`)}

For questions, or to have information corrected, write to our privacy officer (see the
"Privacy" page of the website).
`;
}

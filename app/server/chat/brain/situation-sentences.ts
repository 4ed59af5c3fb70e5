import { plainFolded } from "./folded-text";

/**
 * The sentences of a message that tell the visitor's situation rather than ask: "We're a revenue
 * authority and VAT fraud is our biggest headache.", "Our disability act is strict.", "C'est pour
 * notre fichier fournisseurs." Beside a question, they say why it is asked; the site need not
 * say "headache" or "fichier" to answer "does your platform do e-invoicing?" (decision 057,
 * fourth round). Their words still rank pages; they are only never what a question turns on.
 *
 * A sentence tells a situation when it does not end with a question mark, opens with the
 * visitor or their organisation ("I", "we", "our", "in our", "nous", "notre", "chez nous", "c'est pour")
 * or with what they are doing ("Filling out a supplier questionnaire.")
 * and does not say they want to know something ("I'd like to know…", "je voudrais savoir…"),
 * which is a question in a statement's form. A message that is all situation is all question.
 */
const SITUATION_OPENING =
  /^(?:asking|filling|completing|preparing|drafting|writing|working|putting|evaluating|comparing|reviewing|assessing|planning|researching|i|i m|im|i am|i ve|we|we re|we are|we ve|our|my|this is for|it s for|c est pour|nous|notre|nos|je|j ai|mon|ma|mes|chez nous|in our|at our|dans notre|dans nos|au sein de notre|mine|mine s|ours|as a|as an|as the|en tant que|le mien|la mienne|le notre|la notre|a lot of our|lots of our|many of our|most of our|some of our|all of our|beaucoup de nos|la plupart de nos|certains de nos|certaines de nos|tous nos|toutes nos|it matters|this matters|that matters|it s important for|this is important for|c est important pour|cela compte pour|ca compte pour)\b/;
/** "Frankly, that seems heavy.", « Franchement, ça paraît risqué. »: the visitor's view, not a question. */
const OPINION =
  /^(?:honestly|frankly|to be honest|sounds|it sounds|that sounds|seems|it seems|that seems|franchement|honnetement|ca parait|ca semble|ca a l air)\b/;
/** "Revenue commissioner here.", "Procurement officer speaking.": who is asking. */
const WHO_IS_ASKING = /\b(?:here|speaking|ici)$/;
/** "Privacy officer here, doing vendor due diligence.": who is asking, then what they are doing. */
const WHO_IS_ASKING_DOING =
  /^(?:\w+ ){1,4}(?:here|speaking|ici) (?:doing|working|preparing|reviewing|checking|filling|writing|looking)\b/;
/** A greeting before the sentence: « Bonjour, nous sommes au ministère. » */
const GREETING =
  /^(?:(?:hi|hello|hey|good morning|good afternoon|bonjour|salut|bonsoir)\s+)+/;
/** "Journalist at a tech outlet.", « Responsable des achats d'un ministère. »: a role, no verb. */
const ROLE_OPENING =
  /^(?:a |an |the )?(?:journalist|reporter|editor|consultant|student|researcher|official|officer|director|deputy|chief|head|cio|cto|ciso|cfo|procurement|analyst|architect|engineer|manager|minister|adviser|advisor|journaliste|redacteur|redactrice|consultante?|etudiante?|chercheuse|chercheur|fonctionnaire|directeur|directrice|responsable|chef|cheffe|conseiller|conseillere|analyste|architecte|ingenieure?|gestionnaire|dsi)\b/;
/** A role said without a verb is short; a longer sentence that opens so may be a question. */
const ROLE_WORDS = 8;
const WANTS_TO_KNOW =
  /\b(?:know|wonder|wondering|understand|(?:to|i|we|i m|we re|i d|we d) ask(?:ing)?|tell|explain|looking for|interested|savoir|connaitre|comprendre|demande|demander|cherche|interesse|interessee|expliquer|dire)\b/;

function tellsSituation(sentence: string): boolean {
  if (sentence.trim().endsWith("?")) return false;
  const words = plainFolded(sentence).replace(GREETING, "");
  return (
    (SITUATION_OPENING.test(words) ||
      WHO_IS_ASKING_DOING.test(words) ||
      OPINION.test(words) ||
      WHO_IS_ASKING.test(words) ||
      (ROLE_OPENING.test(words) && words.split(" ").length <= ROLE_WORDS)) &&
    !WANTS_TO_KNOW.test(words)
  );
}

/**
 * The message split into what it asks and the situation it tells, each its sentences joined.
 * With no situation sentence, or nothing else, the whole message is what it asks.
 */
export function splitSituation(message: string): {
  asking: string;
  situation: string;
} {
  // « Je remplis une grille : quelles sont vos valeurs ? », "I'm based in Lagos — can I…": a
  // colon or a dash before a question parts the situation from it as a full stop would.
  const sentences = message
    .split(
      /(?<=[.!?…])\s+|\n+|(?:\s*:|\s+[—–-])\s+(?=(?:what|which|how|who|where|when|why|do|does|can|could|is|are|quel|quelle|quels|quelles|comment|pourquoi|est-ce|pouvez|avez|offrez|proposez|qui|que|quand|combien|o[uù])\b)/i,
    )
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const situation = sentences.filter(tellsSituation);
  const clauses: string[] = [];
  const asking = sentences
    .filter((sentence) => !situation.includes(sentence))
    .map((sentence) => {
      const { question, circumstance } = splitCircumstance(sentence);
      if (circumstance) clauses.push(circumstance);
      return question;
    });
  // "…on our own hardware. Can you still deliver in that case?": a question about the situation
  // it points to asks about it too.
  if (
    situation.length + clauses.length === 0 ||
    asking.length === 0 ||
    (situation.length > 0 &&
      ASKS_ABOUT_SITUATION.test(plainFolded(asking.join(" "))))
  )
    return { asking: message, situation: "" };
  return {
    asking: asking.join(" "),
    situation: [...situation, ...clauses].join(" "),
  };
}

const ASKS_ABOUT_SITUATION =
  /\b(?:in (?:that|this|such a|which) case|under (?:those|these|such) conditions|given (?:that|this)|if so|dans ce cas|dans ces conditions|dans une telle situation|si c est le cas|compte tenu de cela)\b/;

/**
 * "Before we share our diagrams with you, will you sign an NDA?", "… engagent-elles votre
 * société, par exemple si je les reprends dans un rapport ?": a clause that says when the
 * question arises, or gives an example of it, is the visitor's circumstance, not its subject.
 */
const LEADING_CIRCUMSTANCE =
  /^((?:(?:before|once) (?:we|i|you|they|our|my)|avant que|avant qu|une fois que)\b[^,?]*?\s\S+[^,?]*),\s+(?=\S)/i;
const TRAILING_EXAMPLE =
  /,\s*((?:for example|for instance|e\.g\.|par exemple|disons)\s+(?:if|when|si|quand|lorsque)\b[^?]*)(\?)?\s*$/i;

function splitCircumstance(sentence: string): {
  question: string;
  circumstance: string;
} {
  if (!sentence.trim().endsWith("?"))
    return { question: sentence, circumstance: "" };
  const leading = LEADING_CIRCUMSTANCE.exec(sentence);
  if (leading)
    return {
      question: sentence.slice(leading[0].length),
      circumstance: leading[1]!,
    };
  const trailing = TRAILING_EXAMPLE.exec(sentence);
  if (trailing) {
    // The question keeps its mark, spaced as the visitor spaced it (« société ? »).
    const mark = /\s\?\s*$/.test(sentence) ? " ?" : "?";
    return {
      question: sentence.slice(0, trailing.index).trimEnd() + mark,
      circumstance: trailing[1]!.trim(),
    };
  }
  return { question: sentence, circumstance: "" };
}

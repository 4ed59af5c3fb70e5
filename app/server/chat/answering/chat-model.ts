import type { LogisticModel, NaiveBayesModel } from "./learned-models";

/**
 * The label (bench/chat-eval/tuned-intents.json) of a careers question that asks which roles
 * are open. The intent model reads it as careers; the roles model tells it from the rest.
 */
export const ROLE_LIST_LABEL = "open_roles";

/** chat-model.json: everything `npm run train:chat` fits, with a digest of what it was fitted on. */
export type ChatModel = {
  /** sha256 of the training inputs (the training half, the data files, the site's knowledge). */
  inputsDigest: string;
  /** P(a message leans on the conversation): followup.ts. */
  followup: LogisticModel;
  intent: NaiveBayesModel;
  /** Naive Bayes over a careers question's words: does it ask for the open roles ("list") or something else ("other")? */
  roles: NaiveBayesModel;
  /** Naive Bayes over a question's words: is it the kind of question the site answers ("answers") or not ("declines")? */
  scope: NaiveBayesModel;
  reranker: LogisticModel;
  /**
   * Per intent, per page kind: log(P(the kind is among a question's right pages | its intent) /
   * P(the kind is among them)), fitted on the training half. What kind of page a "general"
   * question about the company is answered by, learned instead of listed.
   */
  kindAffinity: Record<string, Record<string, number>>;
  answerability: LogisticModel & {
    /** Below it, the pipeline declines: chosen on the training half, not set by hand. */
    threshold: number;
  };
};

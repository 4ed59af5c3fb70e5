import type { ChatIntent } from "~/domain/chat/chat-intent";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { BrainInput } from "../chat-brain.server";
import { withoutOrdersToAssistant } from "../brain/message-injections";
import type { ChatModel } from "./chat-model";
import { decline, extractiveAnswer, type Answer } from "./compose-answer";
import {
  documentQuote,
  documentQuoteReply,
  documentReply,
  withDocumentTerms,
} from "./document-reply";
import type { RankedPassage } from "./features";
import {
  callReply,
  careersDeclineOpening,
  companyReply,
  greetingReply,
  openRolesReply,
  personReply,
  pricingReply,
  rolesReply,
  type Speaker,
} from "./intent-replies";
import type { PassageIndex } from "./passage-index";
import { namedRole } from "./open-roles";
import { readQuestion, type Question } from "./question";
import {
  answerability,
  aboutJobs,
  asksForRoleList,
  classifyIntent,
  rankPassages,
  topIntent,
} from "./ranking";

/**
 * One reply of the pipeline (decision 062), in four steps: read the message against the
 * conversation; classify its intent; rank the site's passages for it; answer from the best of
 * them, or, below the fitted answerability threshold, say the site does not say and offer a
 * person. Requests for a person or a call are answered as such whatever the passages say.
 */
export type Reply = {
  intent: ChatIntent;
  answer: Answer;
  question: Question;
  ranked: RankedPassage[];
  /** P(the site answers it), as the fitted model puts it. */
  answerable: number;
};

/** A "related page" is offered under a decline only this close to the threshold. */
const RELATED_SHARE = 0.7;
/** A careers question asks for the list of open roles when the roles model says it more likely than not. */
const ROLE_LIST_SHARE = 0.5;

/**
 * "What do you do?", "Who are you?": a sentence of function words alone, with no conversation
 * to lean on and nothing attached, asks about us; the pages' words cannot rank anything for it.
 */
function asksAboutUs(question: Question): boolean {
  return (
    question.own.terms.length === 0 &&
    question.own.words.length >= 2 &&
    !question.followup &&
    !question.hasAttachments
  );
}

/**
 * A careers question: when it is about jobs (`aboutJobs`), the list of open roles when it
 * asks for one (the roles model) or its best passages are job listings; and the passages it
 * is answered from otherwise, which for a question about one named role are that role's page,
 * never another's.
 */
function careersReply(
  model: ChatModel,
  speaker: Speaker,
  question: Question,
  ranked: RankedPassage[],
  answers: boolean,
): { roles: Answer | null; about: RankedPassage[] } {
  const role = namedRole(speaker.index, question);
  if (role)
    return {
      roles: null,
      about: ranked.filter(
        (hit) =>
          hit.passage.document.kind !== "job" || hit.passage.document === role,
      ),
    };
  if (!answers || !aboutJobs(question)) return { roles: null, about: ranked };
  const roles =
    asksForRoleList(model, question) > ROLE_LIST_SHARE
      ? openRolesReply(speaker, question)
      : rolesReply(speaker, ranked);
  return { roles, about: ranked };
}

export function answerQuestion(
  model: ChatModel,
  index: PassageIndex,
  input: BrainInput,
): Reply {
  const question = withDocumentTerms(
    readQuestion(
      { ...input, message: withoutOrdersToAssistant(input.message) },
      index,
      model.followup,
    ),
    input.attachments,
    index,
  );
  const speaker: Speaker = {
    intl: chatIntlFor(question.locale),
    locale: question.locale,
    index,
  };
  const intents = classifyIntent(model, question);
  const ranked = rankPassages(model, index, question, intents);
  const answerable = answerability(model, index, question, ranked, intents);
  const reply = (intent: ChatIntent, answer: Answer): Reply => ({
    intent,
    answer,
    question,
    ranked,
    answerable,
  });
  if (question.greetingOnly) return reply("greeting", greetingReply(speaker));
  const aboutUs = asksAboutUs(question) ? companyReply(speaker) : null;
  if (aboutUs) return reply("general", aboutUs);
  const intent = topIntent(intents) as ChatIntent;
  if (intent === "talk_to_person") return reply(intent, personReply(speaker));
  if (intent === "wants_call") return reply(intent, callReply(speaker));
  const threshold = model.answerability.threshold;
  const answers = answerable >= threshold;
  const { roles, about } =
    intent === "careers"
      ? careersReply(model, speaker, question, ranked, answers)
      : { roles: null, about: ranked };
  if (roles) return reply(intent, roles);
  const extractive = answers
    ? extractiveAnswer(about, question, index, speaker.intl)
    : null;
  if (intent === "pricing")
    return reply(intent, pricingReply(speaker, extractive));
  // "What does my brief say about…?": the visitor's own document answers first when the
  // question is about it (its intent, or it names the document), or when the pages do not.
  const quote = question.hasAttachments
    ? documentQuote(question, input.attachments)
    : null;
  if (quote && (intent === "document" || quote.named || !extractive))
    return reply(intent, documentQuoteReply(speaker.intl, quote, extractive));
  if (extractive)
    return reply(
      intent,
      question.hasAttachments
        ? documentReply(speaker.intl, extractive)
        : extractive,
    );
  const closest =
    answerable >= threshold * RELATED_SHARE ? (about[0] ?? null) : null;
  return reply(
    intent,
    decline(
      speaker.intl,
      question.locale,
      closest,
      question,
      index,
      intent === "careers" ? careersDeclineOpening(speaker) : undefined,
    ),
  );
}

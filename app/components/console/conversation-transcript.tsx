import { Bot, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  answeredByLabels,
  intentLabel,
  transcriptRoleLabels,
  type ConversationTranscript,
  type TranscriptMessage,
} from "~/domain/console/conversations";
import { cx } from "../ui/cx";
import { LocalTime } from "../ui/local-time";
import { ConversationStateBadge } from "./conversation-badges";
import { VisitorLanguageBadge, VisitorLanguageValue } from "./visitor-language";
import { AttachmentList, MessageText, SafeLink } from "./transcript-parts";
import { TitledSection } from "../ui/titled-section";
import { ConsoleBackLink } from "./console-back-link";

/**
 * /lead_admin/conversations/:conversationId: who the visitor is, where the conversation
 * stands, and every message in order with its files and the sources each reply cited.
 * Message text is shown as text (only an assistant's links to site pages picked out), never as HTML.
 */
export function ConversationTranscriptPage({
  transcript: t,
}: {
  transcript: ConversationTranscript;
}) {
  return (
    // Under the console's layout (its h1, tabs and flash toast): the visitor is the h2.
    <div className="grid gap-6">
      <ConsoleBackLink to="/lead_admin/conversations" label="Conversations" />
      <header className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <ConversationStateBadge state={t.state} />
          <VisitorLanguageBadge locale={t.locale} />
          <span className="text-sm text-text-muted">
            {t.messages.length}{" "}
            {t.messages.length === 1 ? "message" : "messages"}
          </span>
        </div>
        <h2 className="text-2xl font-bold tracking-tight break-words text-ink-900">
          Conversation with {t.visitor.label}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label="Name">{t.visitor.name ?? <NotGiven />}</Detail>
          <Detail label="Email">
            {t.visitor.email ? (
              <a
                href={`mailto:${t.visitor.email}`}
                className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
              >
                {t.visitor.email}
              </a>
            ) : (
              <NotGiven />
            )}
          </Detail>
          <Detail label="Organisation">
            {t.visitor.organisation ?? <NotGiven />}
          </Detail>
          <Detail label="Language">
            <VisitorLanguageValue locale={t.locale} />
          </Detail>
          <Detail label="Started on">
            {t.startedOnPath ? (
              <span className="font-mono break-all">{t.startedOnPath}</span>
            ) : (
              <span className="text-text-muted">Unknown</span>
            )}
          </Detail>
          <Detail label="Started">
            <LocalTime iso={t.startedAt} />
          </Detail>
          <Detail label="Last activity">
            <LocalTime iso={t.lastMessageAt} />
          </Detail>
          <Detail label="Consent given">
            {t.consentAt ? <LocalTime iso={t.consentAt} /> : <NotGiven />}
          </Detail>
          <Detail label="Handed off to a person">
            {t.handedOffAt ? (
              <LocalTime iso={t.handedOffAt} />
            ) : (
              <span className="text-text-muted">No</span>
            )}
          </Detail>
        </dl>
        {t.leadId ? (
          <p className="text-sm">
            <Link
              to={`/lead_admin/leads/${t.leadId}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Open the lead from this conversation
            </Link>
          </p>
        ) : null}
      </header>
      <TitledSection
        id="transcript-heading"
        title="Transcript"
        className="grid gap-4"
      >
        {t.messages.length === 0 ? (
          <p className="text-sm text-text-muted">No messages were stored.</p>
        ) : (
          <ol aria-labelledby="transcript-heading" className="grid gap-4">
            {t.messages.map((message) => (
              <li key={message.id}>
                <TranscriptEntry message={message} />
              </li>
            ))}
          </ol>
        )}
      </TitledSection>
      {t.looseAttachments.length > 0 ? (
        <TitledSection
          id="loose-files-heading"
          title="Files not sent with a message"
          className="grid gap-3"
        >
          <AttachmentList files={t.looseAttachments} />
        </TitledSection>
      ) : null}
    </div>
  );
}

function Detail({
  label,
  children,
}: {
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-text-muted uppercase">
        {label}
      </dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  );
}

const NotGiven = () => <span className="text-text-muted">Not given</span>;

function TranscriptEntry({ message }: { message: TranscriptMessage }) {
  const assistant = message.role === "assistant";
  const Icon = assistant ? Bot : UserRound;
  return (
    <article
      className={cx(
        "grid gap-3 rounded-card border p-4 sm:max-w-[85%] sm:p-5",
        assistant
          ? "border-line bg-surface sm:mr-auto"
          : "border-brand-700/30 bg-brand-50 sm:ml-auto",
      )}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-700" />
        <span className="font-semibold text-ink-900">
          {transcriptRoleLabels[message.role]}
        </span>
        <span className="text-text-muted">
          <LocalTime iso={message.createdAt} />
        </span>
      </header>
      <MessageText content={message.content} author={message.role} />
      {message.attachments.length > 0 ? (
        <AttachmentList files={message.attachments} />
      ) : null}
      {message.sources.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-semibold text-ink-900">Sources cited</p>
          <ul className="grid gap-1 pl-4 [list-style:disc]">
            {message.sources.map((source) => (
              <li key={`${source.href}|${source.title}`}>
                <SafeLink href={source.href}>{source.title}</SafeLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {assistant && (message.intent || message.answeredBy) ? (
        <p className="text-xs text-text-muted">
          {message.intent ? <>Intent: {intentLabel(message.intent)}</> : null}
          {message.intent && message.answeredBy ? " · " : null}
          {message.answeredBy ? (
            <>
              Answered by{" "}
              {answeredByLabels[message.answeredBy] ?? message.answeredBy}
            </>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}

import { MessageCircle } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocalizedPath } from "~/i18n/locale-context";
import { CHAT_PANEL_ID } from "./chat-panel-state";

/**
 * The chat assistant's floating button, in the server markup of every public page (rendered
 * by the site footer, so the 404 and error pages have it too). Without JavaScript it is a plain
 * link to the contact page, which still gets the visitor to a person; app/enhance/chat-launcher.ts
 * turns it into the button that opens the panel. Fixed position: it never moves the page (CLS 0).
 * The button's name comes from this markup (data-chat-open-label), in the page's language, so
 * the enhancer carries no strings of its own. It steps aside (data-yield) while a form control
 * is under it (app/enhance/launcher-clearance.ts).
 */
export function ChatLauncher() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <a
      href={localized("/contact")}
      data-chat-open-label={intl.formatMessage({
        id: "chat.launcher.open",
        defaultMessage: "Chat with our digital transformation expert",
      })}
      data-enhance="chat-launcher"
      data-chat-launcher=""
      data-chat-panel={CHAT_PANEL_ID}
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-card transition-colors hover:bg-brand-800 focus-visible:outline-offset-2 data-yield:invisible print:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span className="sr-only" data-chat-launcher-label="">
        <FormattedMessage
          id="chat.launcher.contact"
          defaultMessage="Contact our team"
        />
      </span>
    </a>
  );
}

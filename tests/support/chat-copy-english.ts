import {
  chatGreetingOf,
  chatNoticesOf,
  chatToastsOf,
} from "../../app/domain/chat/chat-copy";
import { chatIntlFor } from "../../app/domain/chat/chat-intl";

/** The chat's own copy in English, for tests that read it whatever the page's language. */
const english = chatIntlFor("en");
export const chatToasts = chatToastsOf(english);
export const CHAT_GREETING = chatGreetingOf(english);
export const chatNotices = chatNoticesOf(english);

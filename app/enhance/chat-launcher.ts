import {
  readOpenFlag,
  type ChatPanelController,
} from "~/components/chat/chat-panel-state";
import { keepClearOfForms } from "./launcher-clearance";

/**
 * The chat launcher (app/components/chat/chat-launcher.tsx). The server renders a link to
 * /contact; here it becomes a button that opens the chat panel. The panel is a React island
 * (app/components/chat/chat-island.tsx) fetched on the first open only, so a page that never
 * opens the chat downloads just this file. If the panel was open before a navigation, it is
 * opened again at once.
 */
export function enhance(link: HTMLElement): void {
  if (link.dataset.enhanced !== undefined) return;
  const panelId = link.dataset.chatPanel ?? "chat-panel";
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.dataset.chatLauncher = "";
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-controls", panelId);
  button.setAttribute("aria-haspopup", "dialog");
  button.append(...link.childNodes);
  const label = button.querySelector("[data-chat-launcher-label]");
  // The button's name in the page's language comes with the server markup (chat-launcher.tsx).
  const openLabel = link.dataset.chatOpenLabel;
  if (label && openLabel) label.textContent = openLabel;

  let controller: Promise<ChatPanelController> | null = null;
  const load = () =>
    (controller ??= import("~/components/chat/chat-island").then((island) =>
      island.startChatPanel(button),
    ));

  button.addEventListener("click", () => {
    button.setAttribute("aria-busy", "true");
    load()
      .then((panel) => (panel.isOpen() ? panel.close() : panel.open()))
      .catch(() => {
        // The panel's code could not load (offline, new deploy): the contact page still helps.
        window.location.assign(link.getAttribute("href") ?? "/contact");
      })
      .finally(() => button.removeAttribute("aria-busy"));
  });

  link.replaceWith(button);
  button.dataset.enhanced = "";
  keepClearOfForms(button);
  if (readOpenFlag()) void load().then((panel) => panel.open({ focus: false }));
}

import { createRoot } from "react-dom/client";
import { ChatPanel } from "./chat-panel";
import { writeOpenFlag, type ChatPanelController } from "./chat-panel-state";

/**
 * The chat panel's React island, loaded by the launcher (app/enhance/chat-launcher.ts) on the
 * first open: the only React on a public page. The launcher stays the owner of the button;
 * the island keeps its aria-expanded in step and returns focus to it when the panel closes.
 */
export function startChatPanel(
  launcher: HTMLButtonElement,
): ChatPanelController {
  const container = document.createElement("div");
  container.dataset.chatRoot = "";
  document.body.append(container);
  const root = createRoot(container);

  let open = false;
  let focusRequest = 0;
  const close = () => controller.close();
  const render = () =>
    root.render(
      <ChatPanel open={open} focusRequest={focusRequest} onClose={close} />,
    );

  const controller: ChatPanelController = {
    open({ focus = true } = {}) {
      open = true;
      if (focus) focusRequest += 1;
      launcher.setAttribute("aria-expanded", "true");
      writeOpenFlag(true);
      render();
    },
    close() {
      open = false;
      launcher.setAttribute("aria-expanded", "false");
      writeOpenFlag(false);
      render();
      launcher.focus();
    },
    isOpen: () => open,
  };
  render();
  return controller;
}

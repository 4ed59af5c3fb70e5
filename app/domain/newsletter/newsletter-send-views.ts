import type { PageInfo } from "../client-work/client-work-views";
import type {
  ContentLocale,
  NewsletterDeliveryStatus,
  NewsletterSendStatus,
} from "../enums";

/**
 * What the studio's "Send to subscribers" page shows (docs/newsletter.md): the send as the
 * delivery job leaves it, counted per status, and one page of its recipients.
 */
export type SendProgress = {
  id: string;
  status: NewsletterSendStatus;
  subject: string;
  ratePerSecond: number;
  recipientCount: number;
  createdAt: string;
  createdByEmail: string;
  completedAt: string | null;
  counts: Record<NewsletterDeliveryStatus, number>;
};

export type DeliveryRow = {
  subscriberId: string;
  email: string;
  status: NewsletterDeliveryStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
};

export type DeliveryFilter = {
  status: NewsletterDeliveryStatus | null;
  q: string;
  page: number;
};

export type DeliveriesPage = { rows: DeliveryRow[]; page: PageInfo };

/** The e-mail as rendered for the preview: subject, plain text and HTML. */
export type IssuePreview = { subject: string; text: string; html: string };

export type NewsletterPageBase = {
  insight: {
    id: string;
    title: string;
    locale: ContentLocale;
    localeLabel: string;
    isPublished: boolean;
  };
  editorPath: string;
  pagePath: string;
  staffEmail: string;
};

export type InsightNewsletterData = NewsletterPageBase &
  (
    | { state: "unpublished" }
    | { state: "ready"; recipientCount: number; preview: IssuePreview }
    | {
        state: "sent";
        send: SendProgress;
        filter: DeliveryFilter;
        deliveries: DeliveriesPage;
      }
  );

/** The editor's line about the newsletter: offered once published, progress once sent. */
export type EditorNewsletterSummary = {
  offered: boolean;
  send: { status: NewsletterSendStatus; sent: number; total: number } | null;
};

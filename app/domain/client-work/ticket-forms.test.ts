import { describe, expect, it } from "vitest";
import { englishText, isMessageId } from "~/i18n/message";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import {
  createTicketSchema,
  ticketReplySchema,
  ticketStatusSchema,
} from "./ticket-forms";

/** Each field's message in English (the schemas give ids; the staff's status ones are English). */
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? {}
    : Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error as never)).map(
          ([field, said]) => [
            field,
            isMessageId(said) ? englishText(said) : said,
          ],
        ),
      );

describe("Create Ticket form", () => {
  it("trims, and gives a new ticket medium priority when none is posted", () => {
    expect(
      createTicketSchema.parse({
        title: "  VPN drops  ",
        description: " Since Monday. ",
      }),
    ).toEqual({
      title: "VPN drops",
      description: "Since Monday.",
      priority: "medium",
    });
  });

  it("takes low, medium and high only", () => {
    for (const priority of ["low", "medium", "high"]) {
      expect(
        createTicketSchema.parse({ title: "t", description: "d", priority })
          .priority,
      ).toBe(priority);
    }
    expect(
      errorsOf(
        createTicketSchema.safeParse({
          title: "t",
          description: "d",
          priority: "urgent",
        }),
      ),
    ).toEqual({
      priority: "Choose a priority: low, medium or high",
    });
    expect(
      errorsOf(
        createTicketSchema.safeParse({
          title: "t",
          description: "d",
          priority: "",
        }),
      ),
    ).toHaveProperty("priority");
  });

  it("requires a title and a description: missing, empty and blank alike", () => {
    const expected = {
      title: "Title is required",
      description: "Description is required",
    };
    expect(errorsOf(createTicketSchema.safeParse({}))).toEqual(expected);
    expect(
      errorsOf(createTicketSchema.safeParse({ title: "", description: "" })),
    ).toEqual(expected);
    expect(
      errorsOf(
        createTicketSchema.safeParse({ title: " \n ", description: "\t" }),
      ),
    ).toEqual(expected);
  });

  it("caps the title at 200 and the description at 5,000 characters, after trimming", () => {
    expect(
      createTicketSchema.safeParse({
        title: "x".repeat(200),
        description: "y".repeat(5000),
      }).success,
    ).toBe(true);
    expect(
      createTicketSchema.safeParse({
        title: ` ${"x".repeat(200)} `,
        description: "d",
      }).success,
    ).toBe(true);
    expect(
      errorsOf(
        createTicketSchema.safeParse({
          title: "x".repeat(201),
          description: "y".repeat(5001),
        }),
      ),
    ).toEqual({
      title: "Title must be 200 characters or fewer",
      description: "Description must be 5,000 characters or fewer",
    });
  });
});

describe("reply and status forms", () => {
  it("a reply needs text, at most 5,000 characters", () => {
    expect(
      ticketReplySchema.parse({ body: "  Thanks, that fixed it. " }),
    ).toEqual({ body: "Thanks, that fixed it." });
    expect(errorsOf(ticketReplySchema.safeParse({ body: "   " }))).toEqual({
      body: "Write a reply before sending",
    });
    expect(
      errorsOf(ticketReplySchema.safeParse({ body: "z".repeat(5001) })),
    ).toEqual({
      body: "Reply must be 5,000 characters or fewer",
    });
  });

  it("a status is one of the four", () => {
    expect(ticketStatusSchema.parse({ status: "in_progress" })).toEqual({
      status: "in_progress",
    });
    expect(ticketStatusSchema.safeParse({ status: "reopened" }).success).toBe(
      false,
    );
    expect(ticketStatusSchema.safeParse({}).success).toBe(false);
  });
});

import { and, eq, ne, sql } from "drizzle-orm";
import {
  demoAssessmentSchema,
  demoInvoiceLinesSchema,
  demoOverviewSchema,
  demoPaymentSchema,
  demoProposalSchema,
} from "~/domain/sales-demo/demo-content";
import type {
  DemoCompanyInput,
  DemoContactInput,
  DemoInvoiceInput,
  DemoProjectInput,
} from "~/domain/console/sales-demo-forms";
import type { Transaction } from "../db/client.server";
import {
  demoClients,
  demoContacts,
  demoInvoices,
  demoProjects,
} from "../db/schema.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { changedFields, staffWrite } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";
import { hasDatabaseErrorCode } from "../db/database-errors.server";

/**
 * Staff writes to the demo dashboard's content, called only behind requireStaff
 * (cross-tenant staff functions live apart, named "unsafe"; decision 033). Every write to
 * a contact, project or invoice is scoped by BOTH the demo client's id and the row's id, so an
 * id of another demo is the same 404 as an unknown one. jsonb is parsed again with the domain
 * schemas just before it is written: whatever a caller hands in, the row always renders.
 * Each write and its audit row commit in one transaction.
 */

export type DemoWriteOutcome =
  { ok: true; label: string } | { ok: false; field: string; message: string };

const DUPLICATE_NUMBER =
  "Another invoice of this demo already has this number: choose a different one.";

export async function unsafeUpdateDemoCompany(
  { db, actor }: StaffScope,
  demoClientId: string,
  input: DemoCompanyInput,
): Promise<DemoWriteOutcome> {
  const values = { ...input, payment: demoPaymentSchema.parse(input.payment) };
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(demoClients)
      .where(eq(demoClients.id, demoClientId))
      .for("update");
    if (!before) throw notFound();
    // jsonb compares by content (changedFields): payment details saved unchanged are no change.
    const changes = changedFields(before as Record<string, unknown>, values);
    if (!changes) return { ok: true, label: values.companyName };
    await tx
      .update(demoClients)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(demoClients.id, demoClientId));
    await audit({
      action: "demo.company.update",
      entityType: "demo",
      entityId: demoClientId,
      summary: `Updated the demo client ${values.companyName}`,
      before: changes.before,
      after: changes.after,
      details: { demoClientId, key: before.key },
    });
    return { ok: true, label: values.companyName };
  });
}

const contactScope = (demoClientId: string, contactId: string) =>
  and(
    eq(demoContacts.demoClientId, demoClientId),
    eq(demoContacts.id, contactId),
  );

export async function unsafeAddDemoContact(
  { db, actor }: StaffScope,
  demoClientId: string,
  input: DemoContactInput,
): Promise<DemoWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    // Lock the demo client so two additions do not take the same place in the list.
    const [client] = await tx
      .select({ id: demoClients.id })
      .from(demoClients)
      .where(eq(demoClients.id, demoClientId))
      .for("update");
    if (!client) throw notFound();
    const [{ next } = { next: 0 }] = await tx
      .select({
        next: sql<number>`coalesce(max(${demoContacts.sortOrder}) + 1, 0)::int`,
      })
      .from(demoContacts)
      .where(eq(demoContacts.demoClientId, demoClientId));
    const [row] = await tx
      .insert(demoContacts)
      .values({ ...input, demoClientId, sortOrder: next })
      .returning({ id: demoContacts.id });
    await audit({
      action: "demo.contact.create",
      entityType: "demo",
      entityId: row!.id,
      summary: `Added ${input.name} to a demo client's contacts`,
      after: { ...input },
      details: { demoClientId },
    });
    return { ok: true, label: input.name };
  });
}

export async function unsafeUpdateDemoContact(
  { db, actor }: StaffScope,
  demoClientId: string,
  contactId: string,
  input: DemoContactInput,
): Promise<DemoWriteOutcome> {
  if (!isUuid(contactId)) throw notFound();
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select({
        name: demoContacts.name,
        title: demoContacts.title,
        email: demoContacts.email,
        phone: demoContacts.phone,
      })
      .from(demoContacts)
      .where(contactScope(demoClientId, contactId))
      .for("update");
    if (!before) throw notFound();
    const changes = changedFields(before, input);
    if (!changes) return { ok: true, label: input.name };
    await tx
      .update(demoContacts)
      .set(input)
      .where(contactScope(demoClientId, contactId));
    await audit({
      action: "demo.contact.update",
      entityType: "demo",
      entityId: contactId,
      summary: `Updated the demo contact ${input.name}`,
      before: changes.before,
      after: changes.after,
      details: { demoClientId },
    });
    return { ok: true, label: input.name };
  });
}

export async function unsafeRemoveDemoContact(
  { db, actor }: StaffScope,
  demoClientId: string,
  contactId: string,
): Promise<{ label: string }> {
  if (!isUuid(contactId)) throw notFound();
  return staffWrite(db, actor, async (tx, audit) => {
    const [removed] = await tx
      .delete(demoContacts)
      .where(contactScope(demoClientId, contactId))
      .returning({
        name: demoContacts.name,
        title: demoContacts.title,
        email: demoContacts.email,
        phone: demoContacts.phone,
      });
    if (!removed) throw notFound();
    await audit({
      action: "demo.contact.remove",
      entityType: "demo",
      entityId: contactId,
      summary: `Removed ${removed.name} from a demo client's contacts`,
      before: { ...removed },
      details: { demoClientId },
    });
    return { label: removed.name };
  });
}

export async function unsafeUpdateDemoProject(
  { db, actor }: StaffScope,
  demoClientId: string,
  projectId: string,
  input: DemoProjectInput,
): Promise<DemoWriteOutcome> {
  if (!isUuid(projectId)) throw notFound();
  const values = {
    ...input,
    overview: demoOverviewSchema.parse(input.overview),
    assessment: demoAssessmentSchema.parse(input.assessment),
    proposal: demoProposalSchema.parse(input.proposal),
  };
  const scope = and(
    eq(demoProjects.demoClientId, demoClientId),
    eq(demoProjects.id, projectId),
  );
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(demoProjects)
      .where(scope)
      .for("update");
    if (!before) throw notFound();
    // jsonb compares by content (changedFields): a list edited back to what it was is no change.
    const changes = changedFields(before as Record<string, unknown>, values);
    if (!changes) return { ok: true, label: values.name };
    await tx.update(demoProjects).set(values).where(scope);
    await audit({
      action: "demo.project.update",
      entityType: "demo",
      entityId: projectId,
      summary: `Updated the demo project ${values.name}`,
      before: changes.before,
      after: changes.after,
      details: { demoClientId },
    });
    return { ok: true, label: values.name };
  });
}

const invoiceScope = (demoClientId: string, invoiceId: string) =>
  and(
    eq(demoInvoices.demoClientId, demoClientId),
    eq(demoInvoices.id, invoiceId),
  );

/** The invoice number is unique per demo: answered as the number field's error, never a 500. */
async function numberTaken(
  tx: Transaction,
  demoClientId: string,
  number: string,
  exceptId?: string,
) {
  const [clash] = await tx
    .select({ id: demoInvoices.id })
    .from(demoInvoices)
    .where(
      and(
        eq(demoInvoices.demoClientId, demoClientId),
        eq(demoInvoices.number, number),
        exceptId ? ne(demoInvoices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(clash);
}

async function guardDuplicate(
  write: () => Promise<DemoWriteOutcome>,
): Promise<DemoWriteOutcome> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseErrorCode(error, "23505"))
      return { ok: false, field: "number", message: DUPLICATE_NUMBER };
    throw error;
  }
}

const invoiceValues = (input: DemoInvoiceInput) => ({
  ...input,
  lines: demoInvoiceLinesSchema.parse(input.lines),
});

export function unsafeAddDemoInvoice(
  { db, actor }: StaffScope,
  demoClientId: string,
  input: DemoInvoiceInput,
): Promise<DemoWriteOutcome> {
  const values = invoiceValues(input);
  return guardDuplicate(() =>
    staffWrite(db, actor, async (tx, audit) => {
      const [client] = await tx
        .select({ id: demoClients.id })
        .from(demoClients)
        .where(eq(demoClients.id, demoClientId));
      if (!client) throw notFound();
      if (await numberTaken(tx, demoClientId, values.number))
        return { ok: false, field: "number", message: DUPLICATE_NUMBER };
      const [row] = await tx
        .insert(demoInvoices)
        .values({ ...values, demoClientId })
        .returning({ id: demoInvoices.id });
      await audit({
        action: "demo.invoice.create",
        entityType: "demo",
        entityId: row!.id,
        summary: `Added the demo invoice ${values.number}`,
        after: { ...values },
        details: { demoClientId },
      });
      return { ok: true, label: values.number };
    }),
  );
}

export function unsafeUpdateDemoInvoice(
  { db, actor }: StaffScope,
  demoClientId: string,
  invoiceId: string,
  input: DemoInvoiceInput,
): Promise<DemoWriteOutcome> {
  if (!isUuid(invoiceId)) throw notFound();
  const values = invoiceValues(input);
  return guardDuplicate(() =>
    staffWrite(db, actor, async (tx, audit) => {
      const [before] = await tx
        .select()
        .from(demoInvoices)
        .where(invoiceScope(demoClientId, invoiceId))
        .for("update");
      if (!before) throw notFound();
      if (await numberTaken(tx, demoClientId, values.number, invoiceId))
        return { ok: false, field: "number", message: DUPLICATE_NUMBER };
      const changes = changedFields(before as Record<string, unknown>, values);
      if (!changes) return { ok: true, label: values.number };
      await tx
        .update(demoInvoices)
        .set(values)
        .where(invoiceScope(demoClientId, invoiceId));
      await audit({
        action: "demo.invoice.update",
        entityType: "demo",
        entityId: invoiceId,
        summary: `Updated the demo invoice ${values.number}`,
        before: changes.before,
        after: changes.after,
        details: { demoClientId },
      });
      return { ok: true, label: values.number };
    }),
  );
}

export async function unsafeRemoveDemoInvoice(
  { db, actor }: StaffScope,
  demoClientId: string,
  invoiceId: string,
): Promise<{ label: string }> {
  if (!isUuid(invoiceId)) throw notFound();
  return staffWrite(db, actor, async (tx, audit) => {
    const [removed] = await tx
      .delete(demoInvoices)
      .where(invoiceScope(demoClientId, invoiceId))
      .returning();
    if (!removed) throw notFound();
    await audit({
      action: "demo.invoice.remove",
      entityType: "demo",
      entityId: invoiceId,
      summary: `Removed the demo invoice ${removed.number}`,
      before: {
        number: removed.number,
        description: removed.description,
        status: removed.status,
        lines: removed.lines,
      },
      details: { demoClientId },
    });
    return { label: removed.number };
  });
}

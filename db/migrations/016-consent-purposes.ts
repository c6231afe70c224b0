import type { Kysely } from "kysely";

// One consent ledger for every form (docs/decisions/041-one-consent-ledger.md): each version of a
// consent text says which form shows it. "lead" for the contact, service and quotation forms (every
// version registered before this migration), "complaint" for the Libro de Reclamaciones and "arco" for
// the personal-data rights form. Complaint sheets and rights requests keep referencing their version
// by its hash (consent_text.hash is unique), now registered in this table when they are filed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("consent_text")
    .addColumn("purpose", "text", (c) => c.notNull().defaultTo("lead"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("consent_text").dropColumn("purpose").execute();
}

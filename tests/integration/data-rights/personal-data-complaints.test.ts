// The complaint sheets in an administrator's personal-data search (decision 037): found by the
// consumer's e-mail or by the RUC they filed with, exported with their e-mails, and kept by an erasure
// (the Libro de Reclamaciones is kept at least two years and its sheets never change), on both engines.
import { beforeAll, describe, expect, it } from "vitest";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { fileComplaint } from "~/domains/complaints/server/complaint-filing.server";
import { getDb } from "~/platform/data/db.server";
import { exportPersonalData } from "~/domains/data-rights/server/personal-data-export.server";
import { findPersonalData } from "~/domains/data-rights/server/personal-data-holdings.server";
import { ComplaintFormSchema } from "~/domains/complaints/complaint-schema";
import { complaintForm, createStaffUser } from "../../factories";

const EMAIL = "sheet.holder@correo.example";
const RUC = "20100070970";

async function file(overrides: Record<string, string | undefined>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(complaintForm(overrides))) data.append(name, value);
  const submission = parseFormSubmission(data, ComplaintFormSchema);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  const result = await fileComplaint(submission.value, { sourceIp: "198.51.100.9" });
  if (result.status !== "filed") throw new Error(result.status);
  return result.sheet;
}

let admin: StaffViewer;
let byEmail: { id: number; number: string };
let byRuc: { id: number; number: string };

beforeAll(async () => {
  admin = await createStaffUser(getDb(), { role: "admin" });
  byEmail = await file({ email: EMAIL.toUpperCase(), consumerName: "Teresa Paucar Rojas" });
  byRuc = await file({ documentType: "RUC", documentNumber: RUC, email: "compras@empresa.example" });
});

describe("complaint sheets in the personal-data search", () => {
  it("lists a sheet by its consumer's e-mail, whatever its case, with its e-mails, as kept with the reason", async () => {
    const holdings = await findPersonalData(admin, { type: "email", value: EMAIL });
    const group = holdings?.retained.find((kept) => kept.key === "complaint-sheets");
    expect(group?.label).toBe("Hojas del Libro de Reclamaciones");
    expect(group?.reason).toContain("al menos dos años");
    expect(group?.records.map((record) => record.reference)).toEqual([byEmail.number]);
    const [record] = group!.records;
    expect(record!.path).toBe(`/admin/reclamaciones/${byEmail.id}`);
    expect(record!.data).toMatchObject({ Nombre: "Teresa Paucar Rojas", "Dirección IP": "198.51.100.9" });
    const emails = await getDb()
      .selectFrom("outbox")
      .select("id")
      .where("complaint_sheet_id", "=", byEmail.id)
      .execute();
    expect(emails.length).toBeGreaterThan(0);
    expect(record!.emailIds.toSorted()).toEqual(emails.map((email) => email.id).toSorted());
  });

  it("finds a sheet filed with a RUC by that RUC, and puts sheets in the JSON export", async () => {
    const holdings = await findPersonalData(admin, { type: "ruc", value: RUC });
    expect(
      holdings?.retained
        .find((kept) => kept.key === "complaint-sheets")
        ?.records.map((record) => record.reference),
    ).toEqual([byRuc.number]);
    const exported = await exportPersonalData(admin, { type: "email", value: EMAIL }, "json");
    expect(exported?.body).toContain(byEmail.number);
    expect(exported?.body).toContain("Teresa Paucar Rojas");
    expect(exported?.body).not.toContain(byRuc.number);
  });
});

// The Libro de Reclamaciones in the back office (/admin/reclamaciones): the roles that handle it see
// the list with the deadline and a sheet read-only; they pause the deadline for a settlement offer and
// record the answer, which is e-mailed with the sheet's PDF; the CSV export; a filed sheet cannot be
// changed through any of the book's admin routes, whatever is posted; axe at both widths.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { complaintForm as sheetFields } from "../factories";
import { mailsAbout } from "./support/complaints";
import { openE2eDatabase } from "./support/database";
import { uniqueEmail } from "./support/lead-form";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const SHEET_IS_FINAL =
  "Una hoja de reclamación registrada no se modifica ni se elimina. Solo pueden agregarse la respuesta, una pausa por propuesta de solución o una nueva copia al consumidor.";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

interface FiledSheet {
  id: number;
  number: string;
  email: string;
}

/** A sheet filed through the public form (a plain POST, as a browser without JavaScript sends it). */
async function fileSheet(
  request: APIRequestContext,
  baseURL: string,
  overrides: Record<string, string> = {},
) {
  const email = uniqueEmail("admin-reclamo");
  const response = await request.post("/libro-de-reclamaciones", {
    form: sheetFields({ email, ...overrides }),
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const db = openE2eDatabase();
  try {
    const row = db.prepare("select id, number from complaint_sheet where email = ?").get(email) as {
      id: number;
      number: string;
    };
    return { ...row, email } satisfies FiledSheet;
  } finally {
    db.close();
  }
}

/** The stored sheet, every column. */
function storedSheet(id: number): Record<string, unknown> {
  const db = openE2eDatabase();
  try {
    return db.prepare("select * from complaint_sheet where id = ?").get(id) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

/** Audit rows of the given actions, all staff together. */
function auditCount(actions: string[]): number {
  const db = openE2eDatabase();
  try {
    const row = db
      .prepare(`select count(*) as n from audit_log where action in (${actions.map(() => "?").join(",")})`)
      .get(...actions) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

function eventsOf(id: number): { kind: string; business_days: number | null; text: string | null }[] {
  const db = openE2eDatabase();
  try {
    return db
      .prepare("select kind, business_days, text from complaint_event where sheet_id = ? order by id")
      .all(id) as { kind: string; business_days: number | null; text: string | null }[];
  } finally {
    db.close();
  }
}

test.describe("the complaints book in the back office", () => {
  test(
    "ventas lists the sheets, pauses a deadline, answers, and the consumer gets the answer with the PDF",
    BOTH_WIDTHS,
    async ({ page, request, baseURL }) => {
      const sheet = await fileSheet(request, baseURL!);
      await signIn(page, createStaff("ventas"));
      await page.getByRole("navigation").getByRole("link", { name: "Reclamaciones" }).click();
      await expect(page).toHaveURL(/\/admin\/reclamaciones$/);
      await expect(page.getByRole("heading", { level: 1, name: "Libro de Reclamaciones" })).toBeVisible();
      const row = page.getByRole("link", { name: sheet.number }).first();
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/admin/reclamaciones/${sheet.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(sheet.number);
      await expect(page.getByText("Quedan 15 días hábiles").first()).toBeVisible();
      // The amount as Peru writes it (es-PE), not "S/ 1250.50".
      await expect(page.getByText(/^S\/\s1,250\.50$/)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // A settlement offer: the deadline pauses for 2 business days.
      const deadlineBefore = await page.getByRole("region", { name: "Plazo de respuesta" }).textContent();
      await page.getByLabel("Días hábiles de pausa").selectOption("2");
      await page
        .getByLabel("Solución ofrecida")
        .fill("Ofrecimos cambiar la zunchadora por una nueva esta semana.");
      await page.getByRole("button", { name: "Registrar la pausa" }).click();
      await expect(page.getByText("Pausa registrada: el plazo se extiende 2 días hábiles.")).toBeVisible();
      await expect(page.getByText("Quedan 17 días hábiles").first()).toBeVisible();
      const deadlineAfter = await page.getByRole("region", { name: "Plazo de respuesta" }).textContent();
      expect(deadlineAfter).not.toBe(deadlineBefore);
      await expect(page.getByLabel("Días hábiles de pausa").locator("option")).toHaveCount(3);

      // The answer, sent to the consumer with the sheet.
      await page
        .getByLabel("Respuesta al consumidor")
        .fill("Cambiaremos la zunchadora el lunes en su planta.");
      await page.getByRole("button", { name: "Registrar y enviar la respuesta" }).click();
      await expect(
        page.getByText("Respuesta registrada y enviada al correo del consumidor, con la hoja en PDF."),
      ).toBeVisible();
      await expect(page.getByText("Cambiaremos la zunchadora el lunes en su planta.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Registrar la pausa" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Respondida");
      expect(eventsOf(sheet.id).map((event) => event.kind)).toEqual(["pause", "answer"]);
      await expectNoAxeViolations(page);

      const mails = await mailsAbout(sheet.number, 4);
      // The pause reached the consumer with the offer and the new deadline.
      const pause = mails.find((mail) => mail.subject?.startsWith("Propuesta de solución y nuevo plazo"));
      expect(pause?.text).toContain("Ofrecimos cambiar la zunchadora por una nueva esta semana.");
      expect(pause?.text).toMatch(/se extiende\s+2\s+días\s+hábiles/);
      // It carries no PDF, and the sheet's e-mail list does not claim one for it.
      expect(pause?.attachments).toEqual([]);
      await page.reload();
      const pauseItem = page.getByRole("listitem").filter({ hasText: "Pausa y nuevo plazo al consumidor" });
      await expect(pauseItem).toContainText(/Enviado el .+\.$/);
      await expect(pauseItem).not.toContainText("con la hoja en PDF");
      const answer = mails.find((mail) => mail.subject?.startsWith("Respuesta a su hoja de reclamación"));
      expect(answer?.text).toContain("Cambiaremos la zunchadora el lunes en su planta.");
      expect(answer?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);

      // The PDF and the export, from the back office.
      const pdf = page.waitForEvent("download");
      await page.getByRole("link", { name: "Descargar la hoja (PDF)" }).click();
      expect((await pdf).suggestedFilename()).toBe(`hoja-de-reclamacion-${sheet.number}.pdf`);
      await page.goto("/admin/reclamaciones?vista=respondidas");
      await expect(page.getByRole("link", { name: sheet.number }).first()).toBeVisible();
      const csv = await page.request.get("/admin/reclamaciones/exportar");
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const text = await csv.text();
      expect(text.startsWith("\uFEFFNúmero,Presentada (hora de Lima),Tipo,Estado")).toBe(true);
      expect(text).toContain(`${sheet.number},`);
      expect(text).toContain("Cambiaremos la zunchadora el lunes en su planta.");

      // A HEAD on the PDF or the export sends no data: it writes no audit row.
      const audited = () => auditCount(["complaint.pdf", "complaint.export"]);
      const before = audited();
      for (const path of [`/admin/reclamaciones/${sheet.id}/pdf`, "/admin/reclamaciones/exportar"]) {
        const head = await page.request.fetch(path, { method: "HEAD" });
        expect({ path, status: head.status() }).toEqual({ path, status: 200 });
      }
      expect(audited()).toBe(before);
      await page.request.get("/admin/reclamaciones/exportar");
      expect(audited()).toBe(before + 1);
    },
  );

  test("technical service does not see the book", async ({ page }) => {
    await signIn(page, createStaff("servicio"));
    await expect(page.getByRole("navigation").getByRole("link", { name: "Reclamaciones" })).toHaveCount(0);
    const response = await page.goto("/admin/reclamaciones");
    expect(response?.status()).toBe(403);
  });

  test("a filed sheet cannot be changed through any of the book's admin routes", async ({
    page,
    request,
    baseURL,
  }) => {
    const sheet = await fileSheet(request, baseURL!);
    const before = storedSheet(sheet.id);
    await signIn(page, createStaff("admin"));
    const api = page.request;
    const changes = {
      consumerName: "Otro Nombre",
      detail: "Detalle cambiado",
      request: "Pedido cambiado",
      email: "otro@correo.example",
      kind: "queja",
      number: "LR-2000-000001",
      filed_at: "2000-01-01T00:00:00.000Z",
      id: String(sheet.id),
    };
    const detail = `/admin/reclamaciones/${sheet.id}`;
    // Every intent that is not one of the three appends is refused, with the reason, on the page and
    // on its data address.
    for (const path of [detail, `${detail}.data`]) {
      for (const intent of ["edit", "update", "delete", "remove", "change", "reopen", ""]) {
        const response = await api.post(path, {
          form: { intent, ...changes },
          headers: { origin: baseURL! },
        });
        expect(response.status(), `${intent} ${path}`).toBe(400);
        expect(await response.text(), `${intent} ${path}`).toContain(SHEET_IS_FINAL);
      }
    }
    // The other methods, and posts to the routes without a form (list, export, PDF), are refused.
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await api.fetch(detail, { method, form: changes, headers: { origin: baseURL! } });
      expect(response.status(), `${method} ${detail}`).toBe(405);
    }
    for (const path of ["/admin/reclamaciones", "/admin/reclamaciones/exportar", `${detail}/pdf`]) {
      const response = await api.post(path, {
        form: { intent: "edit", ...changes },
        headers: { origin: baseURL! },
      });
      expect(response.status(), path).toBe(405);
    }
    // The allowed appends ignore every other field: a pause and an answer are added, the sheet stays.
    const pause = await api.post(detail, {
      form: { intent: "pause", days: "1", note: "Propuesta de cambio del equipo.", ...changes },
      headers: { origin: baseURL! },
    });
    expect(pause.status()).toBe(200);
    const answer = await api.post(detail, {
      form: { intent: "answer", answer: "Respuesta registrada.", ...changes },
      headers: { origin: baseURL! },
    });
    expect(answer.status()).toBe(200);
    const second = await api.post(detail, {
      form: { intent: "answer", answer: "Una respuesta que reemplace la anterior." },
      headers: { origin: baseURL! },
    });
    expect(second.status()).toBe(400);
    expect(await second.text()).toContain(
      "Esta hoja ya tiene respuesta: la respuesta no se cambia ni se reemplaza.",
    );
    expect(storedSheet(sheet.id)).toEqual(before);
    expect(eventsOf(sheet.id)).toEqual([
      { kind: "pause", business_days: 1, text: "Propuesta de cambio del equipo." },
      { kind: "answer", business_days: null, text: "Respuesta registrada." },
    ]);
  });
});

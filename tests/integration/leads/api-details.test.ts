// The API's finer points: the machine types of the service form, text made only of invisible
// characters, Spanish messages everywhere, decimal-only numbers in the catalogue query, pages past
// the end, and quotation lines naming products that do not exist or are hidden.
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { ApiErrorSchema, ProductListResponseSchema } from "~/server/api/api-schema";
import { contactRequest, quoteRequest, serviceRequest } from "../../factories";
import { postJson, request } from "../../support/http";

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return ApiErrorSchema.parse(await response.json());
}

async function leadCount() {
  const row = await getDb()
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every message of an answer, for checking that none is English. */
const messagesOf = (answer: { error: string; fields?: Record<string, string> }) => [
  answer.error,
  ...Object.values(answer.fields ?? {}),
];
const ENGLISH = /\b(?:invalid|expected|received|input|required|must|string|number|object|array)\b/i;

describe("the technical-service request", () => {
  it("accepts only the machine types the form offers", async () => {
    const answer = await refusal(
      await postJson("/api/pe/contacts", serviceRequest({ equipment: "Cualquier cosa" })),
    );
    expect(answer.fields?.equipment).toBe("Seleccione un tipo de máquina de la lista");
    const accepted = await postJson(
      "/api/pe/contacts",
      serviceRequest({ equipment: "Envolvedora de pilar" }),
    );
    expect(accepted.status).toBe(201);
  });
});

describe("text made only of invisible characters", () => {
  const invisible = ["\u200B\u200C\u200D", "\uFEFF", "\u00AD \u2060", "\u200E\u200F\u202E", " \u200B\t"];
  it.each(invisible)("is refused as empty in name, company and message (%j)", async (value) => {
    const answer = await refusal(
      await postJson("/api/pe/contacts", contactRequest({ name: value, company: value, message: value })),
    );
    expect(answer.fields).toMatchObject({
      name: "Ingrese su nombre",
      company: "Ingrese el nombre de su empresa",
      message: "Escriba su mensaje",
    });
  });

  it("keeps a name that has visible characters besides invisible ones, exactly as sent", async () => {
    const response = await postJson("/api/pe/contacts", contactRequest({ name: "Ana\u200BMaría" }));
    expect(response.status).toBe(201);
  });
});

describe("Spanish messages", () => {
  it.each([
    ["a numeric idempotency key", "/api/pe/contacts", contactRequest({ idempotencyKey: 12345678 })],
    ["a quotation line that is not an object", "/api/pe/invoices", quoteRequest({ invoiceDetails: ["x"] })],
    ["a quotation list that is an object", "/api/pe/invoices", quoteRequest({ invoiceDetails: { a: 1 } })],
    ["a name that is a number", "/api/pe/contacts", contactRequest({ name: 5 })],
    ["an e-mail that is an object", "/api/pe/contacts", contactRequest({ email: { a: 1 } })],
    ["a RUC that is a list", "/api/pe/contacts", contactRequest({ rucPeru: [1] })],
    ["a missing contact type", "/api/pe/contacts", contactRequest({ contactType: undefined })],
    ["equipment that is a number", "/api/pe/contacts", serviceRequest({ equipment: 3 })],
  ])("answers %s in Spanish", async (_case, path, body) => {
    const answer = await refusal(await postJson(path, body));
    for (const message of messagesOf(answer)) expect(message).not.toMatch(ENGLISH);
  });

  it("names the idempotency key in Spanish whatever its type", async () => {
    for (const key of [12345678, true, ["abcdefgh"], "corta"]) {
      const answer = await refusal(
        await postJson("/api/pe/contacts", contactRequest({ idempotencyKey: key })),
      );
      expect(answer.error).toBe("La clave de idempotencia no es válida");
    }
  });
});

describe("GET /api/products numbers", () => {
  it.each([
    ["?categoryId=0x10", "categoryId"],
    ["?categoryId=1e3", "categoryId"],
    ["?categoryId=%2016", "categoryId"],
    ["?categoryId=16.0", "categoryId"],
    ["?categoryId=+16", "categoryId"],
    ["?page=0x1", "page"],
    ["?page=1e3", "page"],
    ["?page=1.0", "page"],
    ["?page=%201", "page"],
  ])("refuses %s: decimal digits only", async (query, field) => {
    const answer = await refusal(await request(`/api/products${query}`));
    expect(answer.fields?.[field]).toMatch(/^(?:categoryId|page) debe ser un número entero/);
  });

  it("reads leading zeros as the decimal number they are", async () => {
    const response = await request("/api/products?categoryId=016&page=00");
    expect(response.status).toBe(200);
    const page = ProductListResponseSchema.parse(await response.json());
    const direct = ProductListResponseSchema.parse(
      await (await request("/api/products?categoryId=16")).json(),
    );
    expect(page.products.map((product) => product.id)).toEqual(direct.products.map((product) => product.id));
  });

  it("answers a page past the end with an empty list and the right totalPages", async () => {
    const first = ProductListResponseSchema.parse(await (await request("/api/products")).json());
    const past = ProductListResponseSchema.parse(await (await request("/api/products?page=99")).json());
    expect(past).toMatchObject({
      products: [],
      page: 99,
      totalPages: first.totalPages,
      totalElements: first.totalElements,
    });
  });
});

describe("quotation lines naming unknown or hidden products", () => {
  it("refuses a product that does not exist, naming the line and product, and stores nothing", async () => {
    const before = await leadCount();
    const answer = await refusal(
      await postJson(
        "/api/pe/invoices",
        quoteRequest({
          invoiceDetails: [
            { productId: 1, quantity: 3, name: "Producto uno" },
            { productId: 999_999, quantity: 1, name: "Zuncho fantasma" },
          ],
        }),
      ),
    );
    expect(answer.fields).toEqual({
      "invoiceDetails.1.productId":
        "El producto «Zuncho fantasma» (línea 2, id 999999) no existe o ya no está disponible",
    });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a hidden product the same way", async () => {
    await getDb().updateTable("product").set({ active: 0 }).where("id", "=", 7).execute();
    try {
      const answer = await refusal(
        await postJson(
          "/api/pe/invoices",
          quoteRequest({ invoiceDetails: [{ productId: 7, quantity: 2, name: "Producto oculto" }] }),
        ),
      );
      expect(answer.fields?.["invoiceDetails.0.productId"]).toBe(
        "El producto «Producto oculto» (línea 1, id 7) no existe o ya no está disponible",
      );
    } finally {
      await getDb().updateTable("product").set({ active: 1 }).where("id", "=", 7).execute();
    }
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { ApiErrorSchema, LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest, idempotencyKey, quoteRequest, serviceRequest } from "../../factories";
import { postJson, request } from "../../support/http";

async function expectFieldError(path: string, body: unknown, field: string, message: string) {
  const response = await postJson(path, body);
  expect(response.status).toBe(400);
  const answer = ApiErrorSchema.parse(await response.json());
  expect(answer.fields?.[field]).toBe(message);
}

async function leadCount() {
  const row = await getDb()
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("POST /api/pe/contacts", () => {
  it("stores a contact lead with its two outgoing e-mails and answers 201 with id and reference", async () => {
    const response = await postJson("/api/pe/contacts", contactRequest());
    expect(response.status).toBe(201);
    const created = LeadCreatedSchema.parse(await response.json());
    expect(created.reference).toMatch(/^CON-\d{4}-\d{6}$/);

    const lead = await getDb()
      .selectFrom("lead")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      kind: "CONTACT",
      name: "María Quispe Huamán",
      ruc: "20131312955",
      reference: created.reference,
    });
    const outbox = await getDb().selectFrom("outbox").selectAll().where("lead_id", "=", created.id).execute();
    expect(outbox.map((row) => row.purpose).sort()).toEqual(["ack", "sales"]);
    expect(outbox.find((row) => row.purpose === "ack")?.to_address).toBe(
      "maria.quispe@minera-andina.example",
    );
  });

  it("stores a service lead with its equipment", async () => {
    const response = await postJson("/api/pe/contacts", serviceRequest());
    expect(response.status).toBe(201);
    const created = LeadCreatedSchema.parse(await response.json());
    expect(created.reference).toMatch(/^SER-/);
    const lead = await getDb()
      .selectFrom("lead")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: "SERVICE", equipment: "Zunchadora a batería" });
  });

  it.each([
    ["name", { name: "" }, "Ingrese su nombre"],
    ["name", { name: "   " }, "Ingrese su nombre"],
    ["name", { name: undefined }, "Ingrese su nombre"],
    ["email", { email: "" }, "Ingrese su correo electrónico"],
    [
      "email",
      { email: "no-es-correo" },
      "Escriba un correo electrónico válido, por ejemplo nombre@empresa.com",
    ],
    ["company", { company: "" }, "Ingrese el nombre de su empresa"],
    ["rucPeru", { rucPeru: "" }, "Ingrese el RUC de su empresa"],
    ["rucPeru", { rucPeru: null }, "Ingrese el RUC de su empresa"],
    ["rucPeru", { rucPeru: "2013131295" }, "El RUC tiene 11 dígitos"],
    ["rucPeru", { rucPeru: "2013131295A" }, "El RUC tiene 11 dígitos"],
    ["rucPeru", { rucPeru: "20131312956" }, "RUC inválido"],
    ["rucPeru", { rucPeru: "30131312955" }, "RUC inválido"],
    ["message", { message: "" }, "Escriba su mensaje"],
    ["message", { message: "x".repeat(2001) }, "El mensaje no puede superar 2000 caracteres"],
    ["contactType", { contactType: "OTRO" }, "Tipo de contacto inválido"],
  ])("rejects a bad %s with its Spanish message (%j)", async (field, overrides, message) => {
    await expectFieldError("/api/pe/contacts", contactRequest(overrides), field, message);
  });

  it("requires the equipment on a service request", async () => {
    await expectFieldError(
      "/api/pe/contacts",
      serviceRequest({ equipment: "" }),
      "equipment",
      "Seleccione el tipo de máquina",
    );
    await expectFieldError(
      "/api/pe/contacts",
      serviceRequest({ equipment: undefined }),
      "equipment",
      "Seleccione el tipo de máquina",
    );
  });

  it.each(["20131312955", "10467793549", "201 313 129 55", " 10467793549 "])(
    "accepts the valid RUC %j",
    async (ruc) => {
      const response = await postJson("/api/pe/contacts", contactRequest({ rucPeru: ruc }));
      expect(response.status).toBe(201);
      const { id } = LeadCreatedSchema.parse(await response.json());
      const lead = await getDb()
        .selectFrom("lead")
        .select("ruc")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(lead.ruc).toBe(ruc.replace(/\s/g, ""));
    },
  );

  it("keeps the phone optional and stores exactly what was sent", async () => {
    const message = "Línea 1 <b>negrita</b>\nLínea 2 con ñ, ü y 'comillas' \"dobles\" -- ; DROP TABLE lead;";
    const response = await postJson("/api/pe/contacts", contactRequest({ phone: undefined, message }));
    expect(response.status).toBe(201);
    const { id } = LeadCreatedSchema.parse(await response.json());
    const lead = await getDb().selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead.phone).toBeNull();
    expect(lead.message).toBe(message);
  });
});

describe("POST /api/pe/invoices", () => {
  it("stores a quotation with its lines and answers a COT reference", async () => {
    const response = await postJson("/api/pe/invoices", quoteRequest());
    expect(response.status).toBe(201);
    const created = LeadCreatedSchema.parse(await response.json());
    expect(created.reference).toMatch(/^COT-\d{4}-\d{6}$/);
    const lines = await getDb()
      .selectFrom("lead_line")
      .selectAll()
      .where("lead_id", "=", created.id)
      .orderBy("position")
      .execute();
    // The catalogue's names are stored, not the lines' "Producto uno" and "Producto dos" (docs/api.md),
    // with a copy of the product's code and unit of sale at the time of the request.
    const products = await getDb()
      .selectFrom("product")
      .select(["id", "name", "code", "unit"])
      .where("id", "in", [1, 2])
      .orderBy("id")
      .execute();
    expect(products.map((product) => [product.code, product.unit])).toEqual([
      ["ZPP-09B", "bobina"],
      ["ZPP-12N", "bobina"],
    ]);
    expect(
      lines.map(({ product_id, quantity, name, code, unit }) => ({ product_id, quantity, name, code, unit })),
    ).toEqual([
      { product_id: 1, quantity: 3, name: products[0]?.name, code: "ZPP-09B", unit: "bobina" },
      { product_id: 2, quantity: 10, name: products[1]?.name, code: "ZPP-12N", unit: "bobina" },
    ]);
    const lead = await getDb()
      .selectFrom("lead")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(lead.message).toBeNull();
    expect(lead.phone).toBeNull();
  });

  it("requires at least one product", async () => {
    const message = "¡Debe incluir al menos 1 producto en la cotización!";
    await expectFieldError(
      "/api/pe/invoices",
      quoteRequest({ invoiceDetails: [] }),
      "invoiceDetails",
      message,
    );
    await expectFieldError(
      "/api/pe/invoices",
      quoteRequest({ invoiceDetails: undefined }),
      "invoiceDetails",
      message,
    );
  });

  it("applies the lead field rules to quotations too, with message optional", async () => {
    await expectFieldError(
      "/api/pe/invoices",
      quoteRequest({ rucPeru: "20131312950" }),
      "rucPeru",
      "RUC inválido",
    );
    await expectFieldError("/api/pe/invoices", quoteRequest({ name: "" }), "name", "Ingrese su nombre");
    await expectFieldError(
      "/api/pe/invoices",
      quoteRequest({ invoiceDetails: [{ productId: 1, quantity: 0, name: "x" }] }),
      "invoiceDetails.0.quantity",
      "La cantidad mínima es 1",
    );
  });
});

describe("idempotent retries", () => {
  it("answers a retried submission with the first receipt and stores one lead", async () => {
    const key = idempotencyKey();
    const before = await leadCount();
    const first = await postJson("/api/pe/invoices", quoteRequest(), { "Idempotency-Key": key });
    const second = await postJson("/api/pe/invoices", quoteRequest(), { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await leadCount()).toBe(before + 1);
  });

  it("accepts the key in the body too, and survives concurrent duplicates", async () => {
    const key = idempotencyKey();
    const before = await leadCount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson("/api/pe/contacts", contactRequest({ idempotencyKey: key }))),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
  });

  it("refuses a key reused for a different submission", async () => {
    const key = idempotencyKey();
    await postJson("/api/pe/contacts", contactRequest(), { "Idempotency-Key": key });
    const reused = await postJson("/api/pe/contacts", contactRequest({ message: "Otra cosa" }), {
      "Idempotency-Key": key,
    });
    expect(reused.status).toBe(422);
    expect(ApiErrorSchema.parse(await reused.json()).error).toMatch(/clave de idempotencia/);
  });

  it("rejects a malformed key", async () => {
    const response = await postJson("/api/pe/contacts", contactRequest(), { "Idempotency-Key": "a b" });
    expect(response.status).toBe(400);
  });
});

describe("bad bodies", () => {
  it("answers 413 for a body over 32 KB", async () => {
    const response = await postJson("/api/pe/contacts", contactRequest({ message: "x".repeat(33 * 1024) }));
    expect(response.status).toBe(413);
    expect(ApiErrorSchema.parse(await response.json()).error).toMatch(/demasiado grande/);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const form = new URLSearchParams({ name: "x" });
    const response = await request("/api/pe/contacts", { method: "POST", body: form });
    expect(response.status).toBe(415);
    const noType = await request("/api/pe/invoices", {
      method: "POST",
      body: JSON.stringify(quoteRequest()),
    });
    expect(noType.status).toBe(415);
  });

  it.each([
    ["malformed JSON", '{"name": '],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["a JSON string", '"hola"'],
  ])("answers 400 for %s", async (_, body) => {
    const response = await request("/api/pe/contacts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    ApiErrorSchema.parse(await response.json());
  });

  it("answers 400 for invalid UTF-8", async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await request("/api/pe/contacts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bytes,
    });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error).toMatch(/UTF-8/);
  });
});

// The production server behind a reverse proxy that terminates HTTPS (TRUST_PROXY=1, SITE_URL on
// https): every form, sent from Chromium with and without JavaScript, must reach its confirmation
// and store its lead. The proxy, its certificate and the server are this file's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desktopOnly, expect, type Page, test } from "./support/test";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { findLeadByEmail } from "./support/database";
import { type HttpsProxy, startHttpsProxy } from "./support/https-proxy";
import {
  expectConfirmation,
  fillLeadForm,
  fillQuoteForm,
  formIsLive,
  leadForm,
  uniqueEmail,
} from "./support/lead-form";
import { productPath } from "./support/catalog";

desktopOnly();

// One server and proxy per project: the file's tests run in order in one worker.
test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true });

let proxy: HttpsProxy;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  proxy = await startHttpsProxy();
  dataDir = mkdtempSync(join(tmpdir(), "kordex-e2e-proxy-"));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    SITE_URL: proxy.origin,
    TRUST_PROXY: "1",
    SPAM_MIN_FILL_MS: "0",
  });
  proxy.forwardTo(server.url);
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const LEAD_FORMS = [
  { path: "/contacto", anchor: "contact-form", kind: "CONTACT", equipment: undefined },
  { path: "/servicio-tecnico", anchor: "service-form", kind: "SERVICE", equipment: "Zunchadora a batería" },
] as const;

async function sendLeadForm(page: Page, spec: (typeof LEAD_FORMS)[number], live: boolean) {
  const email = uniqueEmail(`proxy-${live ? "js" : "nojs"}-${spec.kind.toLowerCase()}`);
  await page.goto(`${proxy.origin}${spec.path}`);
  const form = leadForm(page, spec.anchor);
  if (live) await formIsLive(form);
  await fillLeadForm(form, { email, equipment: spec.equipment });
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  // The confirmation's cookie over HTTPS is `__Host-kordex-solicitud` (Secure): the page shows the request.
  await expectConfirmation(page, { email, dataDir });
  expect(page.url()).toBe(`${proxy.origin}/confirmacion`);
  const [cookie] = (await page.context().cookies()).filter((item) => item.name.endsWith("kordex-solicitud"));
  expect(cookie).toMatchObject({ name: "__Host-kordex-solicitud", secure: true, httpOnly: true, path: "/" });
  expect(findLeadByEmail(email, dataDir)).toMatchObject({ kind: spec.kind, email });
}

test.describe("with JavaScript", () => {
  for (const spec of LEAD_FORMS) {
    test(`${spec.path} is sent, confirmed and stored`, async ({ page }) => {
      await sendLeadForm(page, spec, true);
    });
  }

  test("/cotizacion is sent with its product, confirmed and stored", async ({ page, request }) => {
    const { products } = (await (await request.get(`${proxy.origin}/api/products?page=0`)).json()) as {
      products: { id: number; slug: string }[];
    };
    const product = products[0]!;
    await page.goto(`${proxy.origin}${productPath(product)}`);
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await expect(page.getByText("Agregado!")).toBeVisible();
    await page.goto(`${proxy.origin}/cotizacion`);
    const email = uniqueEmail("proxy-js-quote");
    await fillQuoteForm(page, email);
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expectConfirmation(page, { email, dataDir });
    expect(findLeadByEmail(email, dataDir)).toMatchObject({ kind: "QUOTE", email });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const spec of LEAD_FORMS) {
    test(`${spec.path} is sent as a plain form post, confirmed and stored`, async ({ page }) => {
      await sendLeadForm(page, spec, false);
    });
  }

  // The quotation list lives in the browser's storage, which only JavaScript reads: without it the
  // list cannot travel, so the post must reach the action and get its refusal, not the router's.
  test("/cotizacion reaches its action, which asks for a product", async ({ page }) => {
    await page.goto(`${proxy.origin}/cotizacion`);
    await fillQuoteForm(page, uniqueEmail("proxy-nojs-quote"), { live: false });
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expect(page.getByText("¡Debe incluir al menos 1 producto en la cotización!")).toBeVisible();
    await expect(page.getByText("Bad Request")).toHaveCount(0);
  });
});

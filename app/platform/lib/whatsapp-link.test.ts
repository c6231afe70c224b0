import { describe, expect, it } from "vitest";
import { COMPANY, COMPANY_SETTING_DEFAULTS } from "~/platform/content/company";
import { whatsAppLink, whatsAppText } from "./whatsapp-link";

describe("WhatsApp link", () => {
  it("opens a chat with the company, the text encoded in the address", () => {
    const link = new URL(
      whatsAppLink(COMPANY_SETTING_DEFAULTS.whatsApp, "Hola, les escribo por mi solicitud COT-2026-000123."),
    );
    expect(link.origin + link.pathname).toBe(`https://wa.me/${COMPANY_SETTING_DEFAULTS.whatsApp}`);
    expect(link.searchParams.get("text")).toBe("Hola, les escribo por mi solicitud COT-2026-000123.");
  });

  it("names the request's reference, or each of them", () => {
    expect(whatsAppText(["COT-2026-000123"])).toBe("Hola, les escribo por mi solicitud COT-2026-000123.");
    expect(whatsAppText(["CON-2026-000001", "SER-2026-000002", "COT-2026-000003"])).toBe(
      "Hola, les escribo por mis solicitudes CON-2026-000001, SER-2026-000002 y COT-2026-000003.",
    );
  });

  it("greets in general without a reference", () => {
    expect(whatsAppText([])).toBe(COMPANY.chatGreeting);
  });
});

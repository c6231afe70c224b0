import { describe, expect, it } from "vitest";
import type { ComplaintSheetRecord } from "../complaint-book";
import { renderComplaintSheetPdf, winAnsiText } from "./complaint-sheet-pdf.server";

const SHEET: ComplaintSheetRecord = {
  id: 7,
  number: "LR-2026-000007",
  filedAt: "2026-11-24T15:04:00.000Z",
  kind: "reclamo",
  consumerName: "María Fernández Quispe",
  address: "Jr. Las Begonias 245, San Isidro, Lima",
  documentType: "DNI",
  documentNumber: "45871236",
  phone: null,
  email: "maria@correo.example",
  minor: false,
  guardianName: null,
  goodType: "producto",
  amount: "1250.00",
  currency: "PEN",
  goodDescription: "Zunchadora a batería KB-19.",
  detail: "Dejó de tensar el zuncho. ".repeat(150),
  request: "Cambio del equipo.",
  supplier: {
    name: "Kordex Packaging Perú S.A.C.",
    ruc: "20608472135",
    address: "Av. Industrial 1450, Lurín",
  },
  marketingConsent: false,
  spamReason: null,
};

describe("the complaint sheet's PDF", () => {
  it("keeps Spanish text and replaces what the built-in fonts cannot draw", () => {
    expect(winAnsiText("¿Ñandú? ¡Sí! “Pedido” — 50 €")).toBe("¿Ñandú? ¡Sí! “Pedido” — 50 €");
    // Ł has no plain letter under it; ó is in WinAnsi; ź and ő lose their accents.
    expect(winAnsiText("Łódź ő")).toBe("?ódz o");
    expect(winAnsiText("漢字 😀\tfin")).toBe("?? ? fin");
  });

  it("is the same document every time for the same sheet, one page or several", async () => {
    const input = {
      sheet: SHEET,
      answer: null,
      deadline: "2026-12-17T04:59:59.999Z",
      siteUrl: "https://www.kordex.com.pe",
      contact: { phone: "+51 1 715 4200", email: "ventas@kordex.com.pe" },
    };
    const [first, second] = await Promise.all([
      renderComplaintSheetPdf(input),
      renderComplaintSheetPdf(input),
    ]);
    expect(first.equals(second)).toBe(true);
    const text = first.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("(LR-2026-000007)");
    // The long detail flows onto a second page.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    const answered = await renderComplaintSheetPdf({
      ...input,
      answer: { at: "2026-12-01T16:00:00.000Z", text: "Cambiamos el equipo.", by: "Ana Torres" },
    });
    expect(answered.equals(first)).toBe(false);
  });
});

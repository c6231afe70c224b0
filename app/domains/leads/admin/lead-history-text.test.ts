import { describe, expect, it } from "vitest";
import { describeLeadEvent } from "./lead-history-text";

describe("describeLeadEvent", () => {
  it("names both statuses of a change", () => {
    expect(describeLeadEvent({ kind: "status", from: "new", to: "in_progress", detail: null })).toBe(
      "Cambió el estado de «Nuevo» a «En proceso».",
    );
  });

  it("tells an assignment, a reassignment and a removal apart, by the names as they were", () => {
    const assignee = (fromName: string | null, toName: string | null) =>
      describeLeadEvent({ kind: "assignee", from: null, to: null, detail: { fromName, toName } });
    expect(assignee(null, "Luis Rojas")).toBe("Asignó la solicitud a Luis Rojas.");
    expect(assignee("Luis Rojas", "Rosa Quispe")).toBe("Reasignó la solicitud de Luis Rojas a Rosa Quispe.");
    expect(assignee("Luis Rojas", null)).toBe("Quitó la asignación a Luis Rojas.");
  });

  it("says which e-mail went again, and to whom, or that a waiting one is retried", () => {
    expect(
      describeLeadEvent({
        kind: "resend",
        from: null,
        to: "ack",
        detail: { mode: "copied", to: "compras@andina.pe" },
      }),
    ).toBe("Volvió a enviar el acuse de recibo al cliente (a compras@andina.pe).");
    expect(describeLeadEvent({ kind: "resend", from: null, to: "sales", detail: { mode: "retried" } })).toBe(
      "Pidió reintentar ahora el correo a ventas, que seguía pendiente.",
    );
  });

  it("says when «No es spam» moved the lead and sent the withheld acknowledgement", () => {
    expect(
      describeLeadEvent({
        kind: "not_spam",
        from: "spam",
        to: "new",
        detail: { spamReason: "honeypot", acknowledgementQueued: true },
      }),
    ).toBe(
      "Marcó la solicitud como «No es spam» y pasó de «Spam» a «Nuevo». Se envió al cliente el acuse de recibo retenido.",
    );
    expect(
      describeLeadEvent({
        kind: "not_spam",
        from: "archived",
        to: "archived",
        detail: { acknowledgementQueued: false },
      }),
    ).toBe("Marcó la solicitud como «No es spam».");
  });
});

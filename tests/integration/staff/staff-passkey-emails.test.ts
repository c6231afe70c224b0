// The passkey e-mails say only what is true: the removal notice mentions the account's other passkeys
// only when it keeps some, and the footer promises e-mails for new passkeys and an administrator's
// removals (the owner's own removals and a password change's are not e-mailed).
import { describe, expect, it } from "vitest";
import {
  draftPasskeyAddedMail,
  draftPasskeyRemovedMail,
} from "~/domains/staff/mail/staff-passkey-mail.server";

const owner = { id: 7, email: "paula@kordex.pe", name: "Paula Ríos" };
const AT = "2026-03-02T15:04:00.000Z";
const FOOTER = "Le avisamos de cada llave nueva y de las que quite un administrador.";
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("passkey e-mails", () => {
  it("the removal of the only passkey says the password still works, nothing about other passkeys", async () => {
    const mail = await draftPasskeyRemovedMail(owner, "Celular", AT, "Ana Torres", 0);
    for (const body of [flat(mail.text), flat(mail.html)]) {
      expect(body).toContain("Esa llave ya no sirve para ingresar; su contraseña sigue sirviendo.");
      expect(body).not.toContain("otras llaves");
      expect(body).toContain(FOOTER);
      expect(body).not.toContain("cada cambio");
    }
  });

  it("the removal of one of several passkeys says the others still work", async () => {
    const mail = await draftPasskeyRemovedMail(owner, "Celular", AT, "Ana Torres", 2);
    for (const body of [flat(mail.text), flat(mail.html)]) {
      expect(body).toContain(
        "Esa llave ya no sirve para ingresar; su contraseña y sus otras llaves siguen sirviendo.",
      );
    }
  });

  it("the notice of a new passkey has the same true footer", async () => {
    const mail = await draftPasskeyAddedMail(owner, "Celular", AT, "198.51.100.7");
    expect(flat(mail.text)).toContain(FOOTER);
    expect(flat(mail.html)).toContain(FOOTER);
  });
});

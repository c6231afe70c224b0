import { describe, expect, it } from "vitest";
import { invitationsToWithdraw, invitationsWithdrawn } from "./invitation-withdrawal-text";

describe("what the users page says about an account's pending invitations", () => {
  it("before the deactivation: nothing, one, several", () => {
    expect(invitationsToWithdraw(0)).toBe("");
    expect(invitationsToWithdraw(1)).toBe(" También se retirará la invitación pendiente que envió.");
    expect(invitationsToWithdraw(3)).toBe(" También se retirarán las 3 invitaciones pendientes que envió.");
  });

  it("after the deactivation or the role change: nothing, one, several", () => {
    expect(invitationsWithdrawn(0)).toBe("");
    expect(invitationsWithdrawn(1)).toBe(" Se retiró la invitación pendiente que había enviado.");
    expect(invitationsWithdrawn(2)).toBe(" Se retiraron las 2 invitaciones pendientes que había enviado.");
  });
});

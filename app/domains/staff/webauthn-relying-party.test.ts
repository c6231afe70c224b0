import { describe, expect, it } from "vitest";
import { relyingPartyOf } from "./webauthn-relying-party";

describe("relyingPartyOf", () => {
  it("takes the host name as RP ID and scheme, host and port as origin", () => {
    expect(relyingPartyOf(new URL("https://www.kordex.pe/login/llave?x=1"))).toEqual({
      id: "www.kordex.pe",
      origin: "https://www.kordex.pe",
    });
    expect(relyingPartyOf(new URL("https://admin.kordex.pe:8443/admin"))).toEqual({
      id: "admin.kordex.pe",
      origin: "https://admin.kordex.pe:8443",
    });
  });

  it("accepts plain HTTP on localhost only (a browser's secure context)", () => {
    expect(relyingPartyOf(new URL("http://localhost:4319/login"))).toEqual({
      id: "localhost",
      origin: "http://localhost:4319",
    });
    expect(relyingPartyOf(new URL("http://www.kordex.pe/login"))).toBeUndefined();
  });

  it.each(["http://127.0.0.1:4319/login", "https://192.168.1.20/login", "https://[::1]:4319/login"])(
    "refuses an IP address (%s): an RP ID is a domain name",
    (address) => {
      expect(relyingPartyOf(new URL(address))).toBeUndefined();
    },
  );
});

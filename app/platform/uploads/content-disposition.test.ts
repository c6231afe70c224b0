import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("gives an ASCII name to every client and the exact UTF-8 name to those that read filename*", () => {
    expect(attachmentDisposition("Ficha técnica (2026).pdf")).toBe(
      `attachment; filename="Ficha_tecnica__2026_.pdf"; filename*=UTF-8''Ficha%20t%C3%A9cnica%20%282026%29.pdf`,
    );
    expect(attachmentDisposition("ficha-tecnica-kp-1650.pdf")).toBe(
      `attachment; filename="ficha-tecnica-kp-1650.pdf"; filename*=UTF-8''ficha-tecnica-kp-1650.pdf`,
    );
  });

  it("cannot be broken out of: quotes, semicolons, line breaks and reversed text are left out or escaped", () => {
    const header = attachmentDisposition('a"; filename=evil.html\r\nX-Injected: 1\u202Efdp.exe');
    expect(header).not.toMatch(/[\r\n\u202E]/);
    expect(header).toBe(
      `attachment; filename="a___filename_evil.htmlX-Injected__1fdp.exe"; filename*=UTF-8''a%22%3B%20filename%3Devil.htmlX-Injected%3A%201fdp.exe`,
    );
  });

  it("never gives an empty or hidden name", () => {
    expect(asciiFileName("")).toBe("archivo");
    expect(asciiFileName(".htaccess")).toBe("_htaccess");
    expect(attachmentDisposition("\u0000")).toBe(`attachment; filename="archivo"; filename*=UTF-8''archivo`);
  });
});

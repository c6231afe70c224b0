import { describe, expect, it } from "vitest";
import { readPublicForm } from "./read-form.server";

const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  readPublicForm(
    new Request("http://localhost/contacto", { method: "POST", headers: { "content-type": type }, body }),
  );

describe("readPublicForm", () => {
  it("reads a urlencoded form in UTF-8, raw or escaped, a real U+FFFD and a bare % kept", async () => {
    const form = await post("name=Pe%C3%B1a&company=Peña&note=Pe%EF%BF%BDa&pct=100%&plus=a+b");
    expect(Object.fromEntries(form!)).toEqual({
      name: "Peña",
      company: "Peña",
      note: "Pe\uFFFDa",
      pct: "100%",
      plus: "a b",
    });
  });

  it("refuses a urlencoded body whose escapes or bytes are not UTF-8", async () => {
    expect(await post("name=Pe%F1a")).toBeUndefined();
    expect(await post("name=Pe%C3")).toBeUndefined();
    expect(await post("name=%ED%A0%80")).toBeUndefined();
    expect(await post(new Uint8Array([0x6e, 0x3d, 0xff]))).toBeUndefined();
  });

  it("checks each multipart text field on its own bytes; files are not read", async () => {
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const part = (name: string, value: number[], file = false) => [
      ...ascii(
        `--b\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.bin"' : ""}\r\n\r\n`,
      ),
      ...value,
      ...ascii("\r\n"),
    ];
    const body = (...parts: number[][]) => new Uint8Array([...parts.flat(), ...ascii("--b--\r\n")]);
    const type = "multipart/form-data; boundary=b";
    const good = await post(body(part("name", ascii("Peña")), part("file", [0xff, 0x00], true)), type);
    expect(good?.get("name")).toBe("Peña");
    expect(await post(body(part("name", [0x41, 0xff])), type)).toBeUndefined();
    expect(
      await post(body(part("name", [0x41, 0xff]), part("zz", [0xef, 0xbf, 0xbd])), type),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFormSubmission } from "./form-submission.server";

const schema = z.object({
  message: z.string(),
  lines: z.array(z.object({ productId: z.coerce.number() })).optional(),
});

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("parseFormSubmission", () => {
  it("ignores a field name nested deeper than any form's, instead of overflowing the parser's stack", () => {
    const deep = `message${".a".repeat(8000)}`;
    const alone = parseFormSubmission(form([[deep, "x"]]), schema);
    expect(alone.status).toBe("error");
    expect(alone.status === "error" && alone.error).toEqual({ message: [expect.any(String)] });
    const beside = parseFormSubmission(
      form([
        [deep, "x"],
        ["message", "Hola"],
      ]),
      schema,
    );
    expect(beside.status).toBe("success");
    expect(beside.status === "success" && beside.value).toEqual({ message: "Hola" });
    const deepIndexes = parseFormSubmission(
      form([
        ["message", "Hola"],
        [`lines${"[0]".repeat(5000)}`, "1"],
      ]),
      schema,
    );
    expect(deepIndexes.status === "success" && deepIndexes.value).toEqual({ message: "Hola" });
  });

  it("still reads the names our forms send", () => {
    const parsed = parseFormSubmission(
      form([
        ["message", "Hola"],
        ["lines[0].productId", "7"],
        ["lines[1].productId", "9"],
      ]),
      schema,
    );
    expect(parsed.status === "success" && parsed.value).toEqual({
      message: "Hola",
      lines: [{ productId: 7 }, { productId: 9 }],
    });
  });
});

// zod's settings for every schema of the application, browser and server alike. Imported for its
// effect by the schema modules.
import { z } from "zod";

const EXPECTED: Record<string, string> = {
  string: "un texto",
  number: "un número",
  int: "un número entero",
  boolean: "verdadero o falso",
  array: "una lista",
  object: "un objeto",
};

z.config({
  // Zod's fast path compiles validators with `new Function`, which our Content-Security-Policy
  // forbids (the browser reports the attempt even though zod catches it): validate without it.
  jitless: true,
  // Every schema states its own Spanish messages; this is the net for any case one does not cover,
  // so that no answer falls back to zod's English defaults.
  customError: (issue) =>
    issue.code === "invalid_type"
      ? `Valor no válido: se esperaba ${EXPECTED[issue.expected] ?? "otro tipo de dato"}`
      : "Valor no válido",
});

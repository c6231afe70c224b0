// What a staff password must be: at least 12 characters, not a common password (the list of the
// zxcvbn project, read on the server by app/domains/staff/server/common-passwords.server.ts) nor one of them
// padded with digits or symbols, not mostly one character, not the account's own e-mail or name.
// Pure, so the rule and its Spanish messages are tested without a server.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Words every staff member here would think of, which no English list holds. */
const LOCAL_WORDS = ["kordex", "contraseña", "contrasena", "password", "peru", "lima", "zunchos", "embalaje"];

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Common substitutions (p4ssw0rd → password). */
const unleet = (text: string) =>
  text.replace(
    /[0134578@$!]/g,
    (c) => ({ 0: "o", 1: "l", 3: "e", 4: "a", 5: "s", 7: "t", 8: "b", "@": "a", $: "s", "!": "i" })[c] ?? c,
  );

/** The word a password is built around: without the digits and symbols padding it at either end. */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

export interface PasswordContext {
  /** Lower-case common passwords. */
  common: ReadonlySet<string>;
  email?: string;
  name?: string;
}

/** Why the password may not be used, in Spanish, or null when it may. */
export function passwordProblem(password: string, { common, email, name }: PasswordContext): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  }
  const folded = fold(password);
  if (new Set(folded).size < 5) return "La contraseña repite muy pocos caracteres distintos. Elija otra.";
  const candidates = new Set([folded, core(folded), unleet(folded), core(unleet(folded))]);
  const personal = [email?.split("@")[0], ...(name ? fold(name).split(/\s+/) : [])]
    .filter((part): part is string => Boolean(part && part.length >= 4))
    .map(fold);
  for (const candidate of candidates) {
    if (candidate.length === 0) continue;
    if (common.has(candidate) || LOCAL_WORDS.includes(candidate)) {
      return "Esa contraseña es muy común y fácil de adivinar. Elija otra.";
    }
    if (personal.some((part) => candidate.includes(part))) {
      return "La contraseña no debe contener su nombre ni su correo. Elija otra.";
    }
  }
  return null;
}

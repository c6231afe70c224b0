// The name a staff member gives a passkey to recognise it in their list ("Notebook de oficina").
// Pure: the form's limit and the model's rule are the same.

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_NAME_MESSAGE = `Escriba un nombre de 1 a ${PASSKEY_NAME_MAX} caracteres para la llave de acceso.`;

/** A passkey's name as typed: trimmed, inner spaces collapsed; undefined when empty or too long. */
export function passkeyName(value: string): string | undefined {
  const name = value.trim().replace(/\s+/g, " ");
  return name.length > 0 && [...name].length <= PASSKEY_NAME_MAX ? name : undefined;
}

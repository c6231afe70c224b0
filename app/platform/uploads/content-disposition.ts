// A Content-Disposition header for a file the browser is to save rather than show (RFC 6266): the
// name as plain ASCII for every client, and the exact name in UTF-8 for those that read `filename*`
// (RFC 8187), so «Ficha técnica.pdf» is saved as itself and older clients get its accents dropped.

/** The name with its accents dropped and anything but letters, digits, `.`, `-` and `_` as `_`. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\w.-]/g, "_");
  return ascii.replace(/^\.+/, "_") || "archivo";
}

/** RFC 8187's value-chars: encodeURIComponent leaves `'()*!` as they are, which the grammar does not allow. */
const extendedValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"; filename*=UTF-8''…`, control and format characters left out. */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(/[\p{Cc}\p{Cf}]/gu, "").trim() || "archivo";
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}

/** Words kept in capitals when a name written in capitals is shown in sentence case. */
const ACRONYMS = new Set(["PP", "PET", "PVC", "PE", "PEAD"]);

/**
 * A category name as the pages show it. The SPEC's top categories are stored in capitals
 * ("MÁQUINAS Y HERRAMIENTAS"), and the JSON API returns them as stored; the footer and the catalogue
 * show them in sentence case ("Máquinas y herramientas"), like every other heading. A name with a
 * lowercase letter is written as staff want it and shown as is.
 */
export function displayCategoryName(name: string): string {
  if (name !== name.toLocaleUpperCase("es")) return name;
  const lower = name
    .toLocaleLowerCase("es")
    .replace(/\p{L}+/gu, (word) =>
      ACRONYMS.has(word.toLocaleUpperCase("es")) ? word.toLocaleUpperCase("es") : word,
    );
  return lower.charAt(0).toLocaleUpperCase("es") + lower.slice(1);
}

// Files and folders in kebab-case (ARCHITECTURE.md): every segment of the path below the project
// root is lower-case words joined by hyphens, with dot-separated parts (`catalog.server.ts`,
// `001-initial.ts`, `vite.config.ts`). A leading dot (`.ci/`) is allowed; `+types` is the folder
// React Router generates its route types into.
import path from "node:path";

const KEBAB = /^\.?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const EXCEPTIONS = new Set(["+types"]);

export default {
  meta: {
    type: "suggestion",
    docs: { description: "File and folder names in kebab-case." },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      notKebab:
        'Name "{{segment}}" is not kebab-case (lower-case words joined by hyphens): rename it, e.g. "{{suggestion}}".',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const relative = path.relative(root, context.physicalFilename);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return {};
    const wrong = relative
      .split(path.sep)
      .find((segment) => !EXCEPTIONS.has(segment) && !KEBAB.test(segment));
    if (!wrong) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: "notKebab",
          data: { segment: wrong, suggestion: toKebab(wrong) },
        });
      },
    };
  },
};

function toKebab(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[_\s]+/g, "-")
    .toLowerCase();
}

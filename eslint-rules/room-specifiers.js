// One way to name a module of app/ (docs/architecture.md): relative inside one room, `~/` across
// rooms. A room is a domain (app/domains/<domain>), a platform folder (app/platform/<folder>),
// app/routes, app/server, or the app root's own files. A relative path says "this is part of the
// same thing", `~/` says "this is another room's"; a move within a room keeps its `~/` imports,
// a room moved whole keeps its relative ones. Left alone: specifiers with a ?query (Vite's query
// imports, typed by ambient declarations named by their exact `~/` string), type declaration
// files, app/routes.ts (React Router's config loader evaluates it without the `~/` alias, so its
// imports stay relative), files outside app/, and modules outside app/ (db/, tests/).
import { existsSync } from "node:fs";
import path from "node:path";

/** Read by React Router's config loader, which knows no `~/`. */
const ROUTE_CONFIG = "app/routes.ts";
const SUFFIXES = ["", ".ts", ".tsx", ".js", ".mjs", ".d.ts", "/index.ts", "/index.tsx"];

/** The room of a file given by its path from the project root (posix), or undefined outside app/. */
function roomOf(file) {
  const parts = file.split("/");
  if (parts[0] !== "app") return undefined;
  if ((parts[1] === "domains" || parts[1] === "platform") && parts.length > 3)
    return parts.slice(0, 3).join("/");
  if ((parts[1] === "routes" || parts[1] === "server") && parts.length > 2)
    return parts.slice(0, 2).join("/");
  return "app";
}

export default {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: { description: "Relative specifiers inside a room of app/, `~/` across rooms." },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      specifier:
        'Inside one room (a domain, a platform folder, routes, server) import with a relative path, across rooms with "~/": write "{{want}}".',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = path.relative(root, context.physicalFilename).split(path.sep).join("/");
    const fromRoom = roomOf(file);
    if (!fromRoom || file.endsWith(".d.ts") || file === ROUTE_CONFIG) return {};
    const check = (source) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const spec = source.value;
      if (spec.includes("?")) return;
      let target;
      if (spec.startsWith("~/")) target = `app/${spec.slice(2)}`;
      else if (spec.startsWith("./") || spec.startsWith("../"))
        target = path.posix.join(path.posix.dirname(file), spec);
      else return;
      const suffix = SUFFIXES.find((candidate) => existsSync(path.join(root, target + candidate)));
      if (suffix === undefined) return;
      const toRoom = roomOf(target + suffix);
      if (!toRoom) return;
      let want;
      if (toRoom !== fromRoom) want = `~/${target.slice("app/".length)}`;
      else {
        want = path.posix.relative(path.posix.dirname(file), target);
        if (!want.startsWith(".")) want = `./${want}`;
      }
      if (want === spec) return;
      context.report({
        node: source,
        messageId: "specifier",
        data: { want },
        fix: (fixer) => fixer.replaceText(source, `${source.raw[0]}${want}${source.raw[0]}`),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

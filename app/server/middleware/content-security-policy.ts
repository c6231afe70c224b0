import { createHash } from "node:crypto";

/** Types of inline <script> elements the browser runs (and CSP therefore governs); others are data blocks. */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "importmap",
  "speculationrules",
]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/**
 * The CSP source expressions ('sha256-…') of the inline scripts of a rendered document, in document
 * order without repeats. JSON-LD and other data blocks are not run, nor is a script without text,
 * so they need no hash.
 */
export function inlineScriptHashes(html: string, encoding: "utf8" | "latin1" = "utf8"): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (content === "" || SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_SCRIPT_TYPES.has(value)) continue;
    // `encoding` is how `html` was read from the document's UTF-8 bytes. "latin1" (one character per
    // byte, no UTF-8 decoding; decision 055) finds the same scripts, since the tags and attributes
    // sought are ASCII and no byte of a multi-byte UTF-8 character is, and gives each script's bytes
    // back unchanged: the hash of its UTF-8 text.
    hashes.add(`'sha256-${createHash("sha256").update(content, encoding).digest("base64")}'`);
  }
  return [...hashes];
}

/** The directives every response carries, whatever it is. */
const REQUIRED_DIRECTIVES: Record<string, string> = {
  "object-src": "'none'",
  "base-uri": "'none'",
  "frame-ancestors": "'none'",
  "form-action": "'self'",
};

/**
 * The site's policy. Scripts: our own files plus the hashed inline scripts of this document (no
 * 'unsafe-inline', no nonce, so a cached page keeps working). Styles may use style attributes (the
 * carousel positions its indicator with one). The only third party is the YouTube player, loaded
 * on demand from the privacy-enhanced domain.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", ["'self'", ...scriptHashes].join(" ")],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data:"],
    ["font-src", "'self'"],
    ["media-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", "https://www.youtube-nocookie.com"],
    ["manifest-src", "'self'"],
    ["worker-src", "'none'"],
    ...Object.entries(REQUIRED_DIRECTIVES),
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Policies already completed: every answer passes through, and each page keeps its one policy. */
const completed = new Map<string, string>();
const COMPLETED_MAX = 512;

/** A policy set by a route or page for its own answer, completed with the required directives. */
export function withRequiredDirectives(policy: string): string {
  let result = completed.get(policy);
  if (result === undefined) {
    result = complete(policy);
    if (completed.size >= COMPLETED_MAX) completed.clear();
    completed.set(policy, result);
  }
  return result;
}

function complete(policy: string): string {
  const present = new Set(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase())
      .filter(Boolean),
  );
  const missing = Object.entries(REQUIRED_DIRECTIVES).filter(([name]) => !present.has(name));
  return [policy.trim().replace(/;$/, ""), ...missing.map(([name, value]) => `${name} ${value}`)].join("; ");
}

import { expect, test } from "./support/test";
import { HtmlValidate, type Message } from "html-validate";
import { findProduct, productPath } from "./support/catalog";
import { PUBLIC_PATHS, STAFF_PATHS } from "./support/routes";

/**
 * html-validate's recommended rules, except where React's server output makes a rule inapplicable
 * (each is a matter of spelling, not of validity; the HTML standard allows all of them):
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (`<meta/>`); both forms are valid HTML.
    "void-style": "off",
    // React writes some attribute names in camelCase (`charSet`, `fetchPriority`, `imageSrcSet`);
    // HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React's useId() makes ids such as `_R_5i55_`; HTML allows any id without spaces, which the
    // relaxed mode still checks.
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean attributes as `hidden=""` and `inert=""`, which HTML defines as equal to
    // the bare attribute.
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
  },
});

const describe = (message: Message) =>
  `${message.ruleId} at ${message.line}:${message.column} (${message.selector ?? "document"}): ${message.message}`;

test.describe("valid HTML", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 768,
    "the server sends the same HTML to every viewport",
  );

  const paths = [...PUBLIC_PATHS, ...STAFF_PATHS, "product page", "/pagina-que-no-existe"];
  for (const path of paths) {
    test(`${path} passes html-validate`, async ({ request }) => {
      const address =
        path === "product page"
          ? productPath(await findProduct(request, (product) => product.jsonDetails.videos.length > 0))
          : path;
      const response = await request.get(address);
      expect(response.headers()["content-type"]).toContain("text/html");
      const report = await validator.validateString(await response.text());
      const messages = report.results.flatMap((result) => result.messages);
      expect(messages.map(describe), address).toEqual([]);
    });
  }
});

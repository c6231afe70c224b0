// One e-mail template to its two parts: the HTML (React Email's render) and the plain-text part the
// same library derives from that HTML (what `render(…, { plainText: true })` does, without rendering
// the template a second time).
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedEmail {
  html: string;
  text: string;
}

/**
 * The plain-text part's layout, on top of React Email's own: headings as written (not in capitals),
 * tables marked `data-text-format="dataTable"` as text tables, and no address after a telephone, an
 * e-mail or a link marked `data-text-href="hide"` (its text says it already). A zero-width space is
 * kept as the character it is (html-to-text would treat it as a place to break and drop it), so what a
 * visitor typed reaches the text part unchanged but for runs of white space.
 */
const TEXT_OPTIONS = {
  whitespaceCharacters: " \t\r\n\f",
  selectors: [
    ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
    {
      selector: '[data-text-format="dataTable"]',
      format: "dataTable",
      options: { uppercaseHeaderCells: false, maxColumnWidth: 70 },
    },
    ...['a[href^="tel:"]', 'a[href^="mailto:"]', 'a[data-text-href="hide"]'].map((selector) => ({
      selector,
      format: "anchor",
      options: { ignoreHref: true },
    })),
  ],
};

export async function renderEmail(email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email);
  return { html, text: `${toPlainText(html, TEXT_OPTIONS).trim()}\n` };
}

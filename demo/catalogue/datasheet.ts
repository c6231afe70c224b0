// Renders a product's datasheet as a one-page A4 PDF with the built-in Helvetica fonts.
// The output is byte-for-byte deterministic: fixed dates in the document info (which also seed
// the file ID) and no other time- or randomness-dependent content.

import PDFDocument from "pdfkit";
import sharp from "sharp";
import { BRAND_COLORS, COMPANY, COMPANY_SETTING_DEFAULTS } from "../../app/platform/content/company";

const ADDRESS = { ...COMPANY_SETTING_DEFAULTS, countryName: "Perú" };
import type { SeedDatasheet, SeedProduct } from "../../db/seed/types";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_TOP = 768;
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

function footer(doc: PDFKit.PDFDocument): void {
  const a = ADDRESS;
  doc
    .save()
    .rect(0, FOOTER_TOP, PAGE.width, PAGE.height - FOOTER_TOP)
    .fill(BRAND_COLORS.light)
    .restore();
  doc.save().rect(0, FOOTER_TOP, PAGE.width, 2).fill(BRAND_COLORS.red).restore();
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(BRAND_COLORS.ink)
    .text(COMPANY_SETTING_DEFAULTS.legalName, MARGIN, FOOTER_TOP + 14, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    });
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(BRAND_COLORS.steel)
    .text(`${a.street}, ${a.district}, ${a.city} – ${a.countryName}`, MARGIN, FOOTER_TOP + 28, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    })
    .text(
      `Tel.: ${COMPANY_SETTING_DEFAULTS.phone}   ·   ${COMPANY_SETTING_DEFAULTS.email}`,
      MARGIN,
      FOOTER_TOP + 41,
      {
        width: CONTENT_WIDTH,
        lineBreak: false,
      },
    );
  doc
    .font("Helvetica-Oblique")
    .fontSize(7.5)
    .fillColor(BRAND_COLORS.steel)
    .text(
      "Documento generado para fines informativos. Los datos pueden variar según la configuración del pedido.",
      MARGIN,
      FOOTER_TOP + 56,
      {
        width: CONTENT_WIDTH,
        lineBreak: false,
      },
    );
}

function header(doc: PDFKit.PDFDocument, sheet: SeedDatasheet): void {
  doc.save().rect(0, 0, PAGE.width, 78).fill(BRAND_COLORS.red).restore();
  doc.save().rect(0, 78, PAGE.width, 5).fill(BRAND_COLORS.redDark).restore();
  doc
    .font("Helvetica-Bold")
    .fontSize(17)
    .fillColor(BRAND_COLORS.white)
    .text(COMPANY_SETTING_DEFAULTS.legalName, MARGIN, 24, { width: CONTENT_WIDTH * 0.65, lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(BRAND_COLORS.white)
    .text(`${COMPANY.groupName} · Soluciones de embalaje industrial`, MARGIN, 47, {
      width: CONTENT_WIDTH * 0.65,
      lineBreak: false,
    });
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .text("FICHA TÉCNICA", MARGIN, 30, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(8)
    .text(sheet.fileName, MARGIN, 45, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string, y: number): number {
  doc
    .save()
    .rect(MARGIN, y + 2, 4, 12)
    .fill(BRAND_COLORS.red)
    .restore();
  doc
    .font("Helvetica-Bold")
    .fontSize(11.5)
    .fillColor(BRAND_COLORS.ink)
    .text(title.toUpperCase(), MARGIN + 12, y + 2, {
      width: CONTENT_WIDTH - 12,
      lineBreak: false,
    });
  return y + 24;
}

function specificationsTable(doc: PDFKit.PDFDocument, product: SeedProduct, top: number): number {
  const keyWidth = 190;
  const valueWidth = CONTENT_WIDTH - keyWidth;
  const pad = 6;
  let y = top;
  product.specifications.forEach((spec, i) => {
    doc.font("Helvetica-Bold").fontSize(9.5);
    const hk = doc.heightOfString(spec.key, { width: keyWidth - 2 * pad });
    doc.font("Helvetica").fontSize(9.5);
    const hv = doc.heightOfString(spec.value, { width: valueWidth - 2 * pad });
    const h = Math.max(hk, hv) + 2 * pad;
    if (i % 2 === 0) doc.save().rect(MARGIN, y, CONTENT_WIDTH, h).fill(BRAND_COLORS.light).restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(9.5)
      .fillColor(BRAND_COLORS.ink)
      .text(spec.key, MARGIN + pad, y + pad, { width: keyWidth - 2 * pad });
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(BRAND_COLORS.ink)
      .text(spec.value, MARGIN + keyWidth + pad, y + pad, { width: valueWidth - 2 * pad });
    y += h;
  });
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .strokeColor("#D5DADF")
    .stroke()
    .restore();
  return y + 18;
}

function information(doc: PDFKit.PDFDocument, info: string | string[], top: number): number {
  doc.font("Helvetica").fontSize(10).fillColor(BRAND_COLORS.ink);
  if (typeof info === "string") {
    doc.text(info, MARGIN, top, { width: CONTENT_WIDTH, lineGap: 2.5, align: "justify" });
    return doc.y + 12;
  }
  let y = top;
  for (const item of info) {
    doc
      .save()
      .circle(MARGIN + 4, y + 4.6, 2.2)
      .fill(BRAND_COLORS.red)
      .restore();
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(BRAND_COLORS.ink)
      .text(item, MARGIN + 14, y, { width: CONTENT_WIDTH - 14, lineGap: 2 });
    y = doc.y + 5;
  }
  return y + 8;
}

const IMAGE_BOX = { width: 200, height: 150 };

/** The product's main illustration as a PNG (sharp renders the SVG; no fonts are involved). */
async function mainImagePng(svg: string | undefined): Promise<Buffer | null> {
  if (!svg) return null;
  return sharp(Buffer.from(svg)).resize(600, 450).png({ compressionLevel: 9 }).toBuffer();
}

function informationHeight(doc: PDFKit.PDFDocument, info: string | string[]): number {
  doc.font("Helvetica").fontSize(10);
  if (typeof info === "string") return doc.heightOfString(info, { width: CONTENT_WIDTH, lineGap: 2.5 }) + 12;
  return info.reduce(
    (h, item) => h + doc.heightOfString(item, { width: CONTENT_WIDTH - 14, lineGap: 2 }) + 5,
    8,
  );
}

function tableHeight(doc: PDFKit.PDFDocument, product: SeedProduct): number {
  return product.specifications.reduce((h, spec) => {
    doc.font("Helvetica-Bold").fontSize(9.5);
    const hk = doc.heightOfString(spec.key, { width: 190 - 12 });
    doc.font("Helvetica").fontSize(9.5);
    const hv = doc.heightOfString(spec.value, { width: CONTENT_WIDTH - 190 - 12 });
    return h + Math.max(hk, hv) + 12;
  }, 18);
}

/** One-page A4 datasheet of a product, with its main picture. Same input, same bytes. */
export async function renderDatasheetPdf(
  product: SeedProduct,
  sheet: SeedDatasheet,
  mainImageSvg: string | undefined,
): Promise<Buffer> {
  const image = await mainImagePng(mainImageSvg);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 0, bottom: 0, left: MARGIN, right: MARGIN },
    autoFirstPage: true,
    compress: true,
    info: {
      Title: sheet.name,
      Author: COMPANY_SETTING_DEFAULTS.legalName,
      Subject: product.name,
      Keywords: `${COMPANY.brand}, ficha técnica, ${product.slug}`,
      Creator: `${COMPANY.brand} catálogo`,
      Producer: `${COMPANY.brand} catálogo`,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, sheet);

  let y = 108;
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(BRAND_COLORS.ink)
    .text(product.name, MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + 4;
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor(BRAND_COLORS.red)
    .text(product.subtitle, MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + 14;

  // The illustration sits beside the description when everything still fits on the page.
  const hasInfo = product.information.length > 0;
  const rest =
    (product.specifications.length > 0 ? 24 + tableHeight(doc, product) : 0) +
    (hasInfo ? 24 + informationHeight(doc, product.information) : 0);
  const narrow = CONTENT_WIDTH - IMAGE_BOX.width - 20;
  doc.font("Helvetica").fontSize(10.5);
  const descNarrow = doc.heightOfString(product.description, { width: narrow, lineGap: 2.5 });
  const withImage =
    image !== null && y + Math.max(descNarrow, IMAGE_BOX.height) + 22 + rest < FOOTER_TOP - 10;

  const descWidth = withImage ? narrow : CONTENT_WIDTH;
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(BRAND_COLORS.ink)
    .text(product.description, MARGIN, y, {
      width: descWidth,
      lineGap: 2.5,
      align: withImage ? "left" : "justify",
    });
  let bottom = doc.y;
  if (withImage && image) {
    const x = MARGIN + CONTENT_WIDTH - IMAGE_BOX.width;
    doc.save().roundedRect(x, y, IMAGE_BOX.width, IMAGE_BOX.height, 6).fill(BRAND_COLORS.light).restore();
    doc.image(image, x, y, { width: IMAGE_BOX.width, height: IMAGE_BOX.height });
    doc
      .save()
      .roundedRect(x, y, IMAGE_BOX.width, IMAGE_BOX.height, 6)
      .lineWidth(0.8)
      .strokeColor("#D5DADF")
      .stroke()
      .restore();
    bottom = Math.max(bottom, y + IMAGE_BOX.height);
  }
  y = bottom + 22;

  if (product.specifications.length > 0) {
    y = sectionTitle(doc, "Especificaciones técnicas", y);
    y = specificationsTable(doc, product, y);
  }
  if (hasInfo) {
    y = sectionTitle(doc, "Información", y);
    information(doc, product.information, y);
  }

  footer(doc);
  doc.end();
  return done;
}

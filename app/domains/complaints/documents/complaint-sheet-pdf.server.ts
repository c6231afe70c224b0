// A complaint sheet as an A4 PDF laid out like the regulation's Annex I ("Hoja de Reclamación"): the
// book's name and the sheet's number and date, the supplier, then 1. the consumer, 2. the contracted
// good, 3. the detail and the consumer's request (reclamo or queja ticked), 4. the supplier's answer,
// the definitions and the legends. Pure: the caller hands in the stored sheet (and its answer); the same
// sheet always gives the same bytes (fixed document dates, which also seed the file ID), so a copy
// rendered when an e-mail leaves is the document that was filed. Built-in Helvetica (WinAnsi): a
// character it cannot draw is written without its accent, or as "?" (the e-mail's text carries the
// exact words).
import PDFDocument from "pdfkit";
import { BRAND_COLORS, COMPANY } from "~/platform/content/company";
import { COMPLAINT_DEFINITIONS, COMPLAINT_LEGENDS } from "../complaints-book";
import {
  amountText,
  COMPLAINT_ANSWER_BUSINESS_DAYS,
  type ComplaintAnswerRecord,
  type ComplaintSheetRecord,
  DOCUMENT_TYPE_LABELS,
} from "../complaint-book";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";

/** The file name of a sheet's PDF. */
export const complaintPdfName = (number: string) => `hoja-de-reclamacion-${number}.pdf`;

export interface ComplaintSheetDocument {
  sheet: ComplaintSheetRecord;
  /** The supplier's answer for part 4; null prints the sheet as filed. */
  answer: ComplaintAnswerRecord | null;
  /** The answer deadline (ISO), printed in part 4 while there is no answer. */
  deadline: string;
  /** The site the sheet was filed on (SITE_URL), printed in the footer. */
  siteUrl: string;
  /** The company's phone and e-mail in force (company settings), printed under the supplier. */
  contact: { phone: string; email: string };
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - 48;
const LINE = "#1F2933";
const SHADE = "#E4E7EB";
const PAD = 5;
const LABEL_SIZE = 6.8;
const VALUE_SIZE = 9.5;

/** The characters WinAnsi adds to Latin-1 (0x80–0x9F), which the built-in fonts can draw. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the built-in fonts can draw: accents kept where WinAnsi has them, dropped where it has not, else "?". */
export function winAnsiText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (
      char === "\n" ||
      (code >= 0x20 && code < 0x7f) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      out += char;
      continue;
    }
    if (char === "\t") {
      out += " ";
      continue;
    }
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += bare && [...bare].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) < 0x7f) ? bare : "?";
  }
  return out;
}

interface Cell {
  label: string;
  value: string;
  /** Share of the row's width (the cells of a row add up to 1). */
  width: number;
  bold?: boolean;
}

class SheetWriter {
  private readonly doc: PDFKit.PDFDocument;
  private y = MARGIN;

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly number: string,
  ) {
    this.doc = doc;
  }

  moveTo(y: number) {
    this.y = y;
  }

  private heightOf(value: string, width: number, size: number, font = "Helvetica"): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(winAnsiText(value) || " ", { width, lineGap: 1 });
  }

  /** Starts a new page when `height` does not fit, with a line that says whose sheet it continues. */
  private ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(BRAND_COLORS.steel)
      .text(`HOJA DE RECLAMACIÓN N.º ${this.number} (continuación)`, MARGIN, this.y, { width: WIDTH });
    this.y += 16;
  }

  /** A row of labelled boxes: the label small on top, the value below; the row as tall as its tallest cell. */
  row(cells: Cell[]) {
    const widths = cells.map((cell) => cell.width * WIDTH);
    const heights = cells.map(
      (cell, index) =>
        PAD +
        this.heightOf(cell.label, widths[index]! - 2 * PAD, LABEL_SIZE, "Helvetica-Bold") +
        2 +
        this.heightOf(
          cell.value,
          widths[index]! - 2 * PAD,
          VALUE_SIZE,
          cell.bold ? "Helvetica-Bold" : "Helvetica",
        ) +
        PAD,
    );
    const height = Math.max(...heights);
    this.ensure(height);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index]!;
      this.doc.lineWidth(0.7).strokeColor(LINE).rect(x, this.y, width, height).stroke();
      this.doc
        .font("Helvetica-Bold")
        .fontSize(LABEL_SIZE)
        .fillColor(BRAND_COLORS.steel)
        .text(winAnsiText(cell.label.toUpperCase()), x + PAD, this.y + PAD, {
          width: width - 2 * PAD,
          lineGap: 1,
        });
      this.doc
        .font(cell.bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(VALUE_SIZE)
        .fillColor(BRAND_COLORS.ink)
        .text(winAnsiText(cell.value) || "—", x + PAD, this.doc.y + 2, {
          width: width - 2 * PAD,
          lineGap: 1,
        });
      x += width;
    });
    this.y += height;
  }

  /** A section's shaded title bar, with optional tick boxes on its right ("☒ RECLAMO ☐ QUEJA"). */
  section(title: string, options: { label: string; ticked: boolean }[] = []) {
    const height = 17;
    this.ensure(height + 40);
    this.y += 6;
    this.doc.rect(MARGIN, this.y, WIDTH, height).fillAndStroke(SHADE, LINE);
    this.doc
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .fillColor(BRAND_COLORS.ink)
      .text(winAnsiText(title), MARGIN + PAD, this.y + 5, { width: WIDTH * 0.62, lineBreak: false });
    let x = MARGIN + WIDTH - PAD;
    for (const option of [...options].reverse()) {
      this.doc.font("Helvetica-Bold").fontSize(8.5);
      const labelWidth = this.doc.widthOfString(winAnsiText(option.label));
      x -= labelWidth;
      this.doc
        .fillColor(BRAND_COLORS.ink)
        .text(winAnsiText(option.label), x, this.y + 5, { lineBreak: false });
      x -= 14;
      this.tickBox(x, this.y + 3.5, option.ticked);
      x -= 14;
    }
    this.y += height;
  }

  /** A square with an X when ticked. */
  tickBox(x: number, y: number, ticked: boolean) {
    const size = 10;
    this.doc.lineWidth(0.9).strokeColor(LINE).rect(x, y, size, size).fillAndStroke(BRAND_COLORS.white, LINE);
    if (ticked) {
      this.doc
        .lineWidth(1.4)
        .strokeColor(BRAND_COLORS.red)
        .moveTo(x + 2, y + 2)
        .lineTo(x + size - 2, y + size - 2)
        .moveTo(x + size - 2, y + 2)
        .lineTo(x + 2, y + size - 2)
        .stroke();
    }
  }

  /** Small running text under the grid (definitions, legends). */
  note(value: string, options: { bold?: boolean; size?: number; gap?: number } = {}) {
    const size = options.size ?? 7.5;
    const font = options.bold ? "Helvetica-Bold" : "Helvetica";
    const height = this.heightOf(value, WIDTH, size, font);
    this.ensure(height + 2);
    this.doc.font(font).fontSize(size).fillColor(BRAND_COLORS.ink).text(winAnsiText(value), MARGIN, this.y, {
      width: WIDTH,
      lineGap: 1,
    });
    this.y += height + (options.gap ?? 3);
  }

  gap(points: number) {
    this.y += points;
  }
}

/** The site's logo (public/art/logo.svg, drawn by demo/site/logo.ts): the mark and the word, as vectors. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, scale: number) {
  doc.save().translate(x, y).scale(scale);
  doc.save().translate(4, 6).scale(0.75);
  doc.roundedRect(0, 0, 64, 64, 14).fill(BRAND_COLORS.red);
  doc.roundedRect(15, 13, 10, 38, 1.5).fill(BRAND_COLORS.white);
  doc.path("M29.7 37.3 L35.5 30.4 L51 51 L40 51 Z").fill(BRAND_COLORS.white);
  doc.path("M29.7 37.3 L35.5 30.4 L37.8 33.5 L32 40.4 Z").fill("#CFD5DB");
  doc.path("M25 31 L40 13 L50 13 L25 43 Z").fill(BRAND_COLORS.white);
  doc.restore();
  doc
    .path(
      "M68.8 17 V43 M85 17 L71 31 L85.4 43 M102.3 19.8 H103.7 Q111.7 19.8 111.7 27.8 V32.2 Q111.7 40.2 103.7 40.2 H102.3 Q94.3 40.2 94.3 32.2 V27.8 Q94.3 19.8 102.3 19.8 Z M123.8 43 V19.8 H133 Q138.2 19.8 138.2 26.1 Q138.2 31 133 31 H123.8 M131.5 31 L141.2 43 M150.3 19.8 H158.5 Q166.7 19.8 166.7 29.8 V30.2 Q166.7 40.2 158.5 40.2 H150.3 Z M193 19.8 H178.8 V40.2 H193 M178.8 30 H190.5 M200.1 17 L218.9 43 M218.9 17 L200.1 43",
    )
    .lineWidth(5.6)
    .lineJoin("miter")
    .strokeColor(BRAND_COLORS.ink)
    .stroke();
  doc.restore();
}

/** "24 | 11 | 2026" as the form's date boxes read it, from a Lima date "24/11/2026". */
function dateParts(iso: string): [string, string, string] {
  const [day, month, year] = formatLimaDate(iso).split("/");
  return [day ?? "", month ?? "", year ?? ""];
}

function header(doc: PDFKit.PDFDocument, writer: SheetWriter, data: ComplaintSheetDocument) {
  const { sheet } = data;
  drawLogo(doc, MARGIN - 3, MARGIN - 6, 0.5);
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(BRAND_COLORS.steel)
    .text(
      winAnsiText(`${data.contact.phone} · ${data.contact.email} · ${new URL(data.siteUrl).host}`),
      MARGIN,
      MARGIN + 2,
      {
        width: WIDTH,
        align: "right",
        lineBreak: false,
      },
    )
    .text(
      winAnsiText("Libro de Reclamaciones virtual · Código de Protección y Defensa del Consumidor"),
      MARGIN,
      MARGIN + 12,
      {
        width: WIDTH,
        align: "right",
        lineBreak: false,
      },
    );
  doc.rect(MARGIN, MARGIN + 30, WIDTH, 2).fill(BRAND_COLORS.red);

  // The Annex's head: the book's name and the date on the left, the sheet's number on the right.
  const top = MARGIN + 40;
  const left = WIDTH * 0.58;
  const right = WIDTH - left;
  doc.lineWidth(0.7).strokeColor(LINE);
  doc.rect(MARGIN, top, left, 26).fillAndStroke(SHADE, LINE);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(BRAND_COLORS.ink)
    .text("LIBRO DE RECLAMACIONES", MARGIN + PAD, top + 7, { width: left - 2 * PAD, lineBreak: false });
  const [day, month, year] = dateParts(sheet.filedAt);
  const dateTop = top + 26;
  doc.rect(MARGIN, dateTop, left, 30).stroke();
  doc
    .font("Helvetica-Bold")
    .fontSize(LABEL_SIZE)
    .fillColor(BRAND_COLORS.steel)
    .text("FECHA:", MARGIN + PAD, dateTop + 11, { lineBreak: false });
  const boxes: [string, string][] = [
    ["DÍA", day],
    ["MES", month],
    ["AÑO", year],
  ];
  let x = MARGIN + 42;
  for (const [label, value] of boxes) {
    const width = label === "AÑO" ? 52 : 36;
    doc.rect(x, dateTop + 4, width, 22).stroke();
    doc
      .font("Helvetica-Bold")
      .fontSize(5.8)
      .fillColor(BRAND_COLORS.steel)
      .text(winAnsiText(label), x + 3, dateTop + 6, {
        lineBreak: false,
      });
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(BRAND_COLORS.ink)
      .text(value, x, dateTop + 13, { width, align: "center", lineBreak: false });
    x += width + 4;
  }
  const time = formatLimaDateTime(sheet.filedAt).split(", ")[1] ?? "";
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(BRAND_COLORS.steel)
    .text(winAnsiText(`Hora: ${time} (Lima)`), x + 4, dateTop + 12, { lineBreak: false });

  doc.rect(MARGIN + left, top, right, 56).stroke();
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(BRAND_COLORS.ink)
    .text(winAnsiText("HOJA DE RECLAMACIÓN"), MARGIN + left, top + 9, { width: right, align: "center" });
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(BRAND_COLORS.red)
    .text(winAnsiText(`N.º ${sheet.number}`), MARGIN + left, top + 25, { width: right, align: "center" });
  writer.moveTo(top + 56);
  writer.row([
    { label: "Proveedor (razón social)", value: sheet.supplier.name, width: 0.7, bold: true },
    { label: "RUC", value: sheet.supplier.ruc, width: 0.3, bold: true },
  ]);
  writer.row([{ label: "Domicilio del establecimiento", value: sheet.supplier.address, width: 1 }]);
}

/** The PDF of a complaint sheet (see the module's comment). */
export function renderComplaintSheetPdf(data: ComplaintSheetDocument): Promise<Buffer> {
  const { sheet, answer } = data;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: winAnsiText(`Hoja de reclamación ${sheet.number}`),
      Author: winAnsiText(sheet.supplier.name),
      Subject: winAnsiText(`Libro de Reclamaciones virtual: hoja ${sheet.number}`),
      Keywords: sheet.number,
      Creator: winAnsiText(`${COMPANY.brand} Perú, Libro de Reclamaciones virtual`),
      Producer: "PDFKit",
      CreationDate: new Date(sheet.filedAt),
      ModDate: new Date(answer?.at ?? sheet.filedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const writer = new SheetWriter(doc, sheet.number);
  header(doc, writer, data);

  writer.section("1. IDENTIFICACIÓN DEL CONSUMIDOR RECLAMANTE");
  writer.row([{ label: "Nombre", value: sheet.consumerName, width: 1, bold: true }]);
  writer.row([{ label: "Domicilio", value: sheet.address ?? "(no indicado)", width: 1 }]);
  writer.row([
    {
      label: `Documento de identidad (${DOCUMENT_TYPE_LABELS[sheet.documentType]})`,
      value: sheet.documentNumber,
      width: 0.34,
    },
    { label: "Teléfono", value: sheet.phone ?? "(no indicado)", width: 0.26 },
    { label: "Correo electrónico", value: sheet.email ?? "(no indicado)", width: 0.4 },
  ]);
  writer.row([
    { label: "Menor de edad", value: sheet.minor ? "Sí" : "No", width: 0.2 },
    {
      label: "Padre, madre o apoderado (para menores de edad)",
      value: sheet.minor ? (sheet.guardianName ?? "") : "No corresponde",
      width: 0.8,
    },
  ]);

  writer.section("2. IDENTIFICACIÓN DEL BIEN CONTRATADO", [
    { label: "PRODUCTO", ticked: sheet.goodType === "producto" },
    { label: "SERVICIO", ticked: sheet.goodType === "servicio" },
  ]);
  writer.row([
    {
      label: "Monto reclamado",
      value: amountText(sheet.amount, sheet.currency) ?? "(no indicado)",
      width: 0.3,
      bold: true,
    },
    { label: "Descripción", value: sheet.goodDescription, width: 0.7 },
  ]);

  writer.section("3. DETALLE DE LA RECLAMACIÓN Y PEDIDO DEL CONSUMIDOR", [
    { label: "RECLAMO (1)", ticked: sheet.kind === "reclamo" },
    { label: "QUEJA (2)", ticked: sheet.kind === "queja" },
  ]);
  writer.row([{ label: "Detalle", value: sheet.detail, width: 1 }]);
  writer.row([{ label: "Pedido del consumidor", value: sheet.request, width: 1 }]);
  writer.row([
    {
      label: "Firma del consumidor",
      value: `Hoja presentada en forma virtual el ${formatLimaDateTime(sheet.filedAt)} (hora de Lima), sin firma manuscrita.`,
      width: 1,
    },
  ]);

  writer.section("4. OBSERVACIONES Y ACCIONES ADOPTADAS POR EL PROVEEDOR");
  writer.row([
    {
      label: "Respuesta del proveedor",
      value: answer
        ? answer.text
        : `Pendiente. El proveedor responderá a más tardar el ${formatLimaDate(data.deadline)} (${COMPLAINT_ANSWER_BUSINESS_DAYS} días hábiles desde la presentación).`,
      width: 1,
    },
  ]);
  writer.row([
    {
      label: "Fecha de comunicación de la respuesta al consumidor",
      value: answer ? formatLimaDate(answer.at) : "—",
      width: 0.5,
    },
    {
      label: "Firma del proveedor",
      value: answer ? `${sheet.supplier.name}${answer.by ? ` (${answer.by})` : ""}` : "—",
      width: 0.5,
    },
  ]);

  writer.gap(8);
  writer.note(`(1) RECLAMO: ${COMPLAINT_DEFINITIONS.reclamo}`);
  writer.note(`(2) QUEJA: ${COMPLAINT_DEFINITIONS.queja}`, { gap: 6 });
  for (const legend of COMPLAINT_LEGENDS) writer.note(`* ${legend}`, { bold: legend.includes("INDECOPI") });

  // Every page: its number and where the sheet comes from, at the foot.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Below the bottom margin: without this, pdfkit would start a new page for the line.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(7)
      .fillColor(BRAND_COLORS.steel)
      .text(
        winAnsiText(
          `Hoja ${sheet.number} · Copia para el consumidor y el proveedor · ${new URL(data.siteUrl).host}/libro-de-reclamaciones · Página ${index + 1} de ${range.count}`,
        ),
        MARGIN,
        PAGE.height - 34,
        { width: WIDTH, align: "center", lineBreak: false },
      );
  }
  doc.end();
  return done;
}

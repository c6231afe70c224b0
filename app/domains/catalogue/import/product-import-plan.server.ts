// What each row of a product import would do (decision 049): its cells read into the product form's
// input (app/domains/catalogue/product-form-schema.ts, whose Spanish messages it reports), checked against the
// catalogue (categories, codes and slugs, current and former) and against the rows before it in the
// file, and compared with the product of the same code. Used by the review and by the write alike.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { slugify } from "~/platform/lib/slugify";
import { informationOf, ProductFormSchema } from "../product-form-schema";
import {
  headerKey,
  headerOf,
  IMPORT_MESSAGES,
  INFORMATION_LIST,
  INFORMATION_TEXT,
  NO,
  PRODUCT_IMPORT_MAX_ROWS,
  SHEET_COLUMN_BY_HEADER,
  SHEET_COLUMNS,
  type SheetKey,
  specificationsCell,
  videosCell,
  YES,
} from "../product-sheet-schema";
import type { ProductDetails } from "../server/catalog.server";
import type { ImportChange, ImportProblem } from "./product-import.server";
import { parseJson, toBool } from "~/platform/data/sql-values.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The product columns a row writes. */
/** The product columns a sheet row is made of (the export) and compared with (the import). */
export const SHEET_PRODUCT_COLUMNS = [
  "id",
  "code",
  "name",
  "subtitle",
  "slug",
  "category_id",
  "unit",
  "description",
  "alt",
  "details",
  "active",
] as const;

export interface ProductValues {
  code: string;
  name: string;
  subtitle: string;
  slug: string;
  category_id: number;
  unit: string;
  description: string;
  alt: string;
  details: string;
  active: 0 | 1;
}

export interface PlannedRow {
  row: number;
  problems: ImportProblem[];
  /** Absent when the row has errors or changes nothing. */
  change?: ImportChange;
  existingId?: number;
  values?: ProductValues;
  /** The product's slug before this row changed it (kept in the slug history). */
  formerSlug?: string;
  changedFields: string[];
}

interface Existing {
  id: number;
  code: string;
  name: string;
  subtitle: string;
  slug: string;
  category_id: number;
  unit: string;
  description: string;
  alt: string;
  details: ProductDetails;
  visible: boolean;
}

/**
 * A copy of a cell's text that holds nothing else. A cell is a slice of the 1 MB chunk of the file it
 * was read from, and V8 keeps a whole chunk alive for any slice of it still referenced: the codes and
 * slugs kept for the duplicate checks would otherwise hold the entire decoded file until the end.
 */
export const own = (text: string): string => Buffer.from(text, "utf8").toString("utf8");

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

export class ImportPlanner {
  readonly maxRows = PRODUCT_IMPORT_MAX_ROWS;
  private columns = new Map<SheetKey, number>();
  private readonly codes = new Map<string, number>();
  private readonly slugs = new Map<string, number>();
  hasHeader = false;

  private constructor(
    private readonly db: Db,
    private readonly categories: Map<number, string>,
    /** Every slug in use: the product it leads to, and whether it is a former one. */
    private readonly slugOwners: Map<string, { id: number; name: string; former: boolean }>,
  ) {}

  static async start(db: Db): Promise<ImportPlanner> {
    const categories = await db.selectFrom("category").select(["id", "name", "parent_id"]).execute();
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const paths = new Map(
      categories.map((category) => [
        category.id,
        category.parent_id === null
          ? category.name
          : `${names.get(category.parent_id) ?? ""} › ${category.name}`,
      ]),
    );
    const owners = new Map<string, { id: number; name: string; former: boolean }>();
    for (const product of await db.selectFrom("product").select(["id", "slug", "name"]).execute()) {
      owners.set(product.slug, { id: product.id, name: product.name, former: false });
    }
    for (const former of await db
      .selectFrom("product_slug_history")
      .innerJoin("product", "product.id", "product_slug_history.product_id")
      .select(["product_slug_history.slug", "product.id", "product.name"])
      .execute()) {
      owners.set(former.slug, { id: former.id, name: former.name, former: true });
    }
    return new ImportPlanner(db, paths, owners);
  }

  /** Reads the header row; answers the file's problem with it, if any. */
  header(cells: string[]): string | undefined {
    this.hasHeader = true;
    const unknown: string[] = [];
    let repeated: string | undefined;
    const columns = new Map<SheetKey, number>();
    cells.forEach((cell, index) => {
      if (cell.trim() === "") return;
      const column = SHEET_COLUMN_BY_HEADER.get(headerKey(cell));
      if (!column) unknown.push(cell.trim());
      else if (columns.has(column.key)) repeated ??= cell.trim();
      else columns.set(column.key, index);
    });
    if (columns.size === 0 && unknown.length === 0) return IMPORT_MESSAGES.noHeader;
    if (repeated) return IMPORT_MESSAGES.repeatedColumn(repeated);
    if (unknown.length > 0) return IMPORT_MESSAGES.unknownColumns(unknown);
    const missing = SHEET_COLUMNS.filter((column) => column.required && !columns.has(column.key));
    if (missing.length > 0) return IMPORT_MESSAGES.missingColumns(missing.map((column) => column.header));
    this.columns = columns;
    return undefined;
  }

  /** One batch of rows: their plans, in order. */
  async plan(rows: { row: number; cells: string[] }[]): Promise<PlannedRow[]> {
    const codeOf = (cells: string[]) => this.cell(cells, "code").trim().toUpperCase();
    const codes = [...new Set(rows.map((row) => codeOf(row.cells)).filter(Boolean))];
    const existing = new Map<string, Existing>();
    if (codes.length > 0) {
      const found = await this.db
        .selectFrom("product")
        .select(SHEET_PRODUCT_COLUMNS)
        .where("code", "in", codes)
        .execute();
      for (const product of found) {
        const details = parseJson<Partial<ProductDetails>>(product.details);
        existing.set(product.code, {
          ...product,
          details: {
            specifications: details.specifications ?? [],
            information: details.information ?? "",
            downloads: details.downloads ?? [],
            videos: details.videos ?? [],
          },
          visible: toBool(product.active),
        });
      }
    }
    return rows.map((row) => this.planRow(row.row, row.cells, existing.get(codeOf(row.cells))));
  }

  private cell(cells: string[], key: SheetKey): string {
    const index = this.columns.get(key);
    return index === undefined ? "" : (cells[index] ?? "");
  }

  private planRow(row: number, cells: string[], current: Existing | undefined): PlannedRow {
    const problems: ImportProblem[] = [];
    const problem = (key: SheetKey | undefined, message: string) =>
      problems.push({ row, ...(key ? { column: headerOf(key) } : {}), message });
    const has = (key: SheetKey) => this.columns.has(key);
    const value = (key: SheetKey, fallback: string) => (has(key) ? this.cell(cells, key) : fallback);

    const specifications = has("specifications")
      ? this.specifications(this.cell(cells, "specifications"), (message) =>
          problem("specifications", message),
        )
      : (current?.details.specifications ?? []);
    const currentList = Array.isArray(current?.details.information);
    const kindCell = folded(value("informationKind", currentList ? INFORMATION_LIST : INFORMATION_TEXT));
    if (kindCell !== "" && kindCell !== INFORMATION_TEXT && kindCell !== INFORMATION_LIST) {
      problem("informationKind", IMPORT_MESSAGES.badInformationKind);
    }
    const currentInformation = current
      ? Array.isArray(current.details.information)
        ? current.details.information.join("\n")
        : current.details.information
      : "";
    const visibleCell = folded(value("visible", current?.visible ? YES : NO));
    const visible = visibleCell === "si" ? "true" : "";
    if (visibleCell !== "" && visibleCell !== "si" && visibleCell !== folded(NO)) {
      problem("visible", IMPORT_MESSAGES.badVisible);
    }
    const videos = value("videos", current ? videosCell(current.details.videos) : "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = ProductFormSchema.safeParse({
      code: this.cell(cells, "code"),
      name: this.cell(cells, "name"),
      subtitle: value("subtitle", current?.subtitle ?? ""),
      // An existing product keeps its address when the cell is left empty (a new one takes its name's).
      slug: value("slug", "").trim() || (current?.slug ?? ""),
      categoryId: this.cell(cells, "categoryId"),
      unit: this.cell(cells, "unit"),
      description: value("description", current?.description ?? "").replace(/\r\n?/g, "\n"),
      alt: value("alt", current?.alt ?? ""),
      specifications,
      informationKind: kindCell === INFORMATION_LIST ? "list" : "text",
      information: value("information", currentInformation).replace(/\r\n?/g, "\n"),
      videos,
      visible,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as SheetKey;
        const line = typeof issue.path[1] === "number" ? `Línea ${issue.path[1] + 1}: ` : "";
        const message = key === "categoryId" ? IMPORT_MESSAGES.badCategory : line + issue.message;
        problem(SHEET_COLUMNS.some((column) => column.key === key) ? key : undefined, message);
      }
    }
    if (!parsed.success || problems.length > 0) return { row, problems, changedFields: [] };
    const input = parsed.data;

    if (!this.categories.has(input.categoryId)) {
      problem("categoryId", IMPORT_MESSAGES.unknownCategory(input.categoryId));
    }
    const earlierCode = this.codes.get(input.code);
    if (earlierCode !== undefined) {
      problem("code", IMPORT_MESSAGES.duplicateCode(input.code, earlierCode));
      return { row, problems, changedFields: [] };
    }
    this.codes.set(own(input.code), row);
    const slug = input.slug || slugify(input.name) || "producto";
    const earlierSlug = this.slugs.get(slug);
    const owner = this.slugOwners.get(slug);
    if (earlierSlug !== undefined) problem("slug", IMPORT_MESSAGES.duplicateSlug(slug, earlierSlug));
    else if (owner && owner.id !== current?.id) {
      problem(
        "slug",
        owner.former
          ? IMPORT_MESSAGES.slugFormer(slug, owner.name)
          : IMPORT_MESSAGES.slugTaken(slug, owner.name),
      );
    } else this.slugs.set(own(slug), row);
    if (problems.length > 0) return { row, problems, changedFields: [] };

    const details: ProductDetails = {
      specifications: input.specifications,
      information: informationOf(input),
      downloads: current?.details.downloads ?? [],
      videos: input.videos,
    };
    const values: ProductValues = {
      code: input.code,
      name: input.name,
      subtitle: input.subtitle,
      slug,
      category_id: input.categoryId,
      unit: input.unit,
      description: input.description,
      alt: input.alt,
      details: JSON.stringify(details),
      active: input.visible ? 1 : 0,
    };
    if (!current) {
      return {
        row,
        problems,
        values,
        changedFields: [],
        change: { row, kind: "create", code: input.code, name: input.name, fields: [] },
      };
    }
    const shown = (product: Omit<Existing, "id" | "code">): Record<string, string> => ({
      name: product.name,
      subtitle: product.subtitle,
      slug: product.slug,
      categoryId: `${product.category_id} (${this.categories.get(product.category_id) ?? "?"})`,
      unit: product.unit,
      description: product.description,
      alt: product.alt,
      specifications: specificationsCell(product.details.specifications),
      information: JSON.stringify(product.details.information),
      videos: videosCell(product.details.videos),
      visible: product.visible ? YES : NO,
    });
    const before = shown(current);
    const after = shown({ ...values, details, visible: input.visible });
    const changedFields = Object.keys(before).filter((key) => before[key] !== after[key]);
    if (changedFields.length === 0) return { row, problems, changedFields, existingId: current.id };
    const readable = (key: string, text: string) =>
      key === "information" ? informationText(JSON.parse(text) as string | string[]) : text;
    return {
      row,
      problems,
      values,
      existingId: current.id,
      changedFields,
      ...(slug !== current.slug ? { formerSlug: current.slug } : {}),
      change: {
        row,
        kind: "update",
        code: input.code,
        name: input.name,
        fields: changedFields.map((key) => ({
          label: headerOf(key as SheetKey),
          from: readable(key, before[key]!),
          to: readable(key, after[key]!),
        })),
      },
    };
  }

  /** "Ancho: 16 mm" per line; blank lines skipped. */
  private specifications(text: string, report: (message: string) => void): { key: string; value: string }[] {
    const rows: { key: string; value: string }[] = [];
    text.split(/\r?\n/).forEach((line, index) => {
      if (line.trim() === "") return;
      const colon = line.indexOf(":");
      if (colon <= 0) {
        report(IMPORT_MESSAGES.badSpecification(index + 1));
        return;
      }
      rows.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
    });
    return rows;
  }
}

function informationText(information: string | string[]): string {
  return Array.isArray(information) ? information.map((item) => `• ${item}`).join("\n") : information;
}

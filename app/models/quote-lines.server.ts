import type { InvoiceDetail } from "~/schemas/lead";
import { getDb } from "./db.server";

/** A quotation line whose product cannot be quoted. */
export interface UnavailableLine {
  /** 0-based position in the request. */
  index: number;
  productId: number;
  /** The name the request gave the line (the product itself may no longer exist). */
  name: string;
}

/** The lines of a quotation whose product does not exist or is hidden from the catalogue. */
export async function unavailableQuoteLines(lines: readonly InvoiceDetail[]): Promise<UnavailableLine[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = await getDb()
    .selectFrom("product")
    .select("id")
    .where("active", "=", 1)
    .where("id", "in", ids)
    .execute();
  const available = new Set(rows.map((row) => row.id));
  return lines.flatMap((line, index) =>
    available.has(line.productId) ? [] : [{ index, productId: line.productId, name: line.name }],
  );
}

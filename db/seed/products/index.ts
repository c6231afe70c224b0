// The demo catalogue: every product of every leaf category, in display order.

import type { SeedProduct } from "../types";
import { ACCESSORY_PRODUCTS } from "./accessories";
import { AIRPAD_PRODUCTS } from "./airpad";
import { STRAPPING_PRODUCTS } from "./strapping";
import { TOOL_PRODUCTS } from "./tools";
import { WRAPPING_PRODUCTS } from "./wrapping";

export const SEED_PRODUCTS: SeedProduct[] = [
  ...STRAPPING_PRODUCTS,
  ...TOOL_PRODUCTS,
  ...AIRPAD_PRODUCTS,
  ...WRAPPING_PRODUCTS,
  ...ACCESSORY_PRODUCTS,
];

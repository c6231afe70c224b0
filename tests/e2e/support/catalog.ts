import type { APIRequestContext } from "@playwright/test";

export interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  code: string;
  unit: string;
  srcImg: string[];
  jsonDetails: { specifications: unknown[]; downloads: { name: string; link: string }[]; videos: string[] };
}

export async function listAllProducts(
  request: APIRequestContext,
): Promise<{ id: number; name: string; slug: string }[]> {
  const first = (await (await request.get("/api/products?page=0")).json()) as {
    products: ApiProduct[];
    totalPages: number;
  };
  const all = [...first.products];
  for (let page = 1; page < first.totalPages; page += 1) {
    all.push(
      ...((await (await request.get(`/api/products?page=${page}`)).json()) as { products: ApiProduct[] })
        .products,
    );
  }
  return all;
}

/** The first product whose detail satisfies the predicate. */
export async function findProduct(
  request: APIRequestContext,
  predicate: (product: ApiProduct) => boolean,
): Promise<ApiProduct> {
  for (const summary of await listAllProducts(request)) {
    const product = (await (await request.get(`/api/products/${summary.id}`)).json()) as ApiProduct;
    if (predicate(product)) return product;
  }
  throw new Error("no product matches");
}

export const productPath = (product: { id: number; slug: string }) =>
  `/productos/${product.slug}?producto=${product.id}`;

// Model objects → the SPEC's JSON field names.
import type { z } from "zod";
import { defaultImageUrl } from "~/platform/lib/media-url";
import type { Banner } from "~/domains/site/server/banners.server";
import type { CategoryNode, Product, ProductPage } from "~/domains/catalogue/server/catalog.server";
import type {
  BannerSchema,
  CategorySchema,
  ProductDetailSchema,
  ProductListResponseSchema,
} from "./api-schema";

export function presentBanner(banner: Banner): z.infer<typeof BannerSchema> {
  return { id: banner.id, name: banner.name, url: defaultImageUrl(banner.image), link: banner.link };
}

export function presentCategory(category: CategoryNode): z.infer<typeof CategorySchema> {
  return {
    id: category.id,
    name: category.name,
    other_Categories: category.children.map((child) => ({ id: child.id, name: child.name })),
  };
}

export function presentProductPage(page: ProductPage): z.infer<typeof ProductListResponseSchema> {
  return {
    products: page.products.map((product) => ({
      id: product.id,
      name: product.name,
      subtitle: product.subtitle,
      slug: product.slug,
      alt: product.alt,
      srcImg: product.images.map(defaultImageUrl),
      code: product.code,
      unit: product.unit,
    })),
    totalPages: page.totalPages,
    page: page.page,
    pageSize: page.pageSize,
    totalElements: page.total,
    capped: page.capped,
  };
}

export function presentProduct(product: Product): z.infer<typeof ProductDetailSchema> {
  return {
    id: product.id,
    name: product.name,
    subtitle: product.subtitle,
    desc: product.description,
    slug: product.slug,
    alt: product.alt,
    categoryId: product.category.id,
    srcImg: product.images.map(defaultImageUrl),
    code: product.code,
    unit: product.unit,
    jsonDetails: {
      specifications: product.details.specifications,
      information: product.details.information,
      downloads: product.details.downloads,
      videos: product.details.videos,
    },
  };
}

// schema.org structured data (JSON-LD) of the site.
import { COMPANY } from "~/platform/content/company";
import type { CompanyContact } from "~/platform/lib/company-contact";

export function organizationJsonLd(siteUrl: string, company: CompanyContact) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: company.legalName,
    alternateName: `${COMPANY.brand} Perú`,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/art/logo.svg`,
    foundingDate: String(COMPANY.foundedYear),
    email: company.email,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.district,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: "PE",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: company.phone,
        email: company.email,
        areaServed: "PE",
        availableLanguage: "es",
      },
      {
        "@type": "ContactPoint",
        contactType: "technical support",
        telephone: company.phone,
        areaServed: "PE",
        availableLanguage: "es",
        url: `${siteUrl}/servicio-tecnico`,
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).href,
    })),
  };
}

export interface ProductForJsonLd {
  id: number;
  name: string;
  description: string;
  url: string;
  images: string[];
  category: string;
  specifications: { key: string; value: string }[];
}

/** A product without offers: the site quotes prices on request and never invents one. */
export function productJsonLd(siteUrl: string, product: ProductForJsonLd) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${product.url}#product`,
    name: product.name,
    description: product.description,
    url: product.url,
    image: product.images.map((image) => new URL(image, siteUrl).href),
    sku: `KDX-${String(product.id).padStart(5, "0")}`,
    category: product.category,
    brand: { "@type": "Brand", name: COMPANY.brand },
    manufacturer: { "@id": `${siteUrl}/#organization` },
    additionalProperty: product.specifications.map((spec) => ({
      "@type": "PropertyValue",
      name: spec.key,
      value: spec.value,
    })),
  };
}

import { ABOUT_LINKS, MARKET_LINKS, type MenuLink, SOLUTION_LINKS } from "~/platform/content/navigation";
import { AppAnchor, useClientNavigation } from "./client-navigation";
import { Logo } from "./logo";
import { MailIcon, PhoneIcon } from "~/platform/ui/icons";
import { useCompany } from "./use-company";

export interface FooterCategory {
  id: number;
  name: string;
}

/** The footer's legal line, from the root loader: the copyright and the legal links with their notices. */
export interface FooterLegal {
  copyright: string;
  links: { to: string; label: string; notice: string }[];
}

/**
 * Address, contact data, link columns (products by category, in the order given: the root loader puts
 * them in the SPEC's order; solutions, markets, about us: the root loader's FOOTER_ABOUT_LINKS, the
 * about pages until it answers), copyright.
 */
export function SiteFooter({
  categories,
  aboutLinks = ABOUT_LINKS,
  legal,
}: {
  categories: FooterCategory[];
  aboutLinks?: MenuLink[];
  legal?: FooterLegal;
}) {
  const productLinks: MenuLink[] = categories.map((category) => ({
    id: String(category.id),
    name: category.name,
    link: `/productos?categoryId=${category.id}`,
  }));
  const onClick = useClientNavigation();
  const company = useCompany();
  return (
    // Plain anchors (Enter on a link is a click too): this one handler navigates in the app.
    <footer className="bg-ink pb-24 text-white/85 lg:pb-0" onClick={onClick}>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1fr]">
        <div>
          <div className="inline-block rounded-sm bg-white p-3">
            <Logo compact lazy />
          </div>
          {company && (
            <address className="mt-6 space-y-3 text-sm not-italic">
              <p>
                {company.address.street}
                <br />
                {company.address.district}, {company.address.city}, Perú
              </p>
              <p>
                <a href={company.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                  <PhoneIcon /> {company.phoneText}
                </a>
              </p>
              <p>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <MailIcon /> {company.email}
                </a>
              </p>
            </address>
          )}
        </div>
        <FooterColumn title="Productos" links={productLinks} />
        <FooterColumn title="Soluciones" links={SOLUTION_LINKS} />
        <FooterColumn title="Mercados" links={MARKET_LINKS} />
        <FooterColumn title="Nosotros" links={aboutLinks} />
      </div>
      {legal && (
        <div className="border-t border-white/10">
          {/* Laid out in app.css (.footer-legal, .legal-link): classes there, not in every page's script. */}
          <div className="footer-legal">
            <p>{legal.copyright}</p>
            {legal.links.map((link) => (
              <p key={link.to}>
                <AppAnchor to={link.to} className="legal-link">
                  {link.label}
                </AppAnchor>{" "}
                {link.notice}
              </p>
            ))}
          </div>
        </div>
      )}
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <nav aria-label={`${title} (pie de página)`}>
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.link}>
            <AppAnchor to={link.link} className="hover:text-white hover:underline">
              {link.name}
            </AppAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

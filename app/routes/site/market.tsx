import { data } from "react-router";
import type { Route } from "./+types/market";
import { PageSection } from "~/platform/sections/page-section";
import { BulletSection } from "~/platform/sections/bullet-section";
import { TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { marketAt } from "~/domains/site/public/market-pages";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

// One module serves the ten market pages (SPEC: /mineria, /forestal, …). The route's own path in the
// route table (its pattern, "mineria") picks the market, whatever address the request came by:
// `/mineria` for the document, `/mineria.data` for a click in the app. The copy comes from the
// loader, so the page carries one market's text, not all ten.
export function loader({ pattern }: Route.LoaderArgs) {
  const market = marketAt(pattern);
  if (!market) throw data(null, { status: 404 });
  return { market };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.market.meta, args) : [];
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function Market({ loaderData: { market } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...market.hero} image={`/art/heroes/markets/${market.slug}.svg`} />
      <PageSection>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <TextSection section={market.intro} />
          <img
            src={market.image.src}
            alt={market.image.alt}
            width={1200}
            height={800}
            loading="lazy"
            className="w-full rounded-md shadow-sm"
          />
        </div>
      </PageSection>
      <section aria-label={`Imágenes de ${market.menuLabel.toLowerCase()}`} className="bg-ink py-6">
        <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-6 sm:grid-cols-3">
          {market.strip.map((image) => (
            <li key={image.src}>
              <img
                src={image.src}
                alt={image.alt}
                width={800}
                height={600}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-sm object-cover"
              />
            </li>
          ))}
        </ul>
      </section>
      <PageSection>
        <div className="grid gap-12 lg:grid-cols-2">
          <BulletSection section={market.uses} />
          <BulletSection section={market.advantages} />
        </div>
      </PageSection>
      <ContactBlock title={market.cta.title} text={market.cta.text} />
    </main>
  );
}

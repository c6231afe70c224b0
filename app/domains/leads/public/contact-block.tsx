import { SectionTitle } from "~/platform/sections/text-section";
import { lazyForm } from "~/platform/forms/lazy-form";

/** The contact and service form (./lead-form), its code loaded after the page's first load. */
const LeadForm = lazyForm(() => import("./lead-form").then((module) => module.LeadForm));

interface ContactBlockProps {
  title: string;
  text: string;
  kind?: "CONTACT" | "SERVICE";
  /** Anchor of the block, e.g. "contact-form" or "service-form". */
  anchor?: string;
  equipmentOptions?: string[];
}

/** The contact call-to-action block that ends solution and market pages: title, text and the form. */
export function ContactBlock({
  title,
  text,
  kind = "CONTACT",
  anchor = "contact-form",
  equipmentOptions,
}: ContactBlockProps) {
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} aria-labelledby={titleId} className="scroll-mt-20 bg-mist py-14 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          <p className="mt-5 text-base leading-relaxed text-steel sm:text-lg">{text}</p>
        </div>
        <div className="rounded-md bg-white p-6 shadow-sm sm:p-8">
          <LeadForm kind={kind} id={`${anchor}-fields`} equipmentOptions={equipmentOptions} />
        </div>
      </div>
    </section>
  );
}

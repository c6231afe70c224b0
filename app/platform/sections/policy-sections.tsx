import { Link } from "react-router";
import type { PolicySection, PrivacyPolicyPage, RichText } from "~/platform/content/privacy-policy";
import { SectionTitle } from "./text-section";

const LINK = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";
const TEXT = "text-base leading-relaxed text-steel sm:text-lg";

/** Running text with its links. */
function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return text.map((part) =>
    typeof part === "string" ? (
      part
    ) : // A page of the site opens inside the app (a Link); mailto: and outside addresses as anchors.
    part.href.startsWith("/") ? (
      <Link key={part.href} to={part.href} className={LINK}>
        {part.text}
      </Link>
    ) : (
      <a key={part.href} href={part.href} className={LINK}>
        {part.text}
      </a>
    ),
  );
}

const keyOf = (text: RichText) => (typeof text === "string" ? text : text.join("")).slice(0, 40);

function Paragraphs({ texts }: { texts: RichText[] }) {
  return texts.map((text) => (
    <p key={keyOf(text)} className={TEXT}>
      <Rich text={text} />
    </p>
  ));
}

/** A section of a legal page: its anchored heading, paragraphs, a list, closing paragraphs. */
function PolicyBlock({ section }: { section: PolicySection }) {
  return (
    <section aria-labelledby={section.id} className="scroll-mt-24">
      <SectionTitle id={section.id}>{section.title}</SectionTitle>
      <div className="mt-5 space-y-4">
        <Paragraphs texts={section.paragraphs} />
        {section.items && (
          <ul className="list-disc space-y-2 pl-6 marker:text-brand">
            {section.items.map((item) => (
              <li key={keyOf(item)} className={TEXT}>
                <Rich text={item} />
              </li>
            ))}
          </ul>
        )}
        {section.closing && <Paragraphs texts={section.closing} />}
      </div>
    </section>
  );
}

/**
 * The privacy policy's body: a list of its sections to jump to, the sections, and the consent text
 * the forms show with its version.
 */
export function PolicySections({ page }: { page: PrivacyPolicyPage }) {
  const { consent } = page;
  return (
    <div className="max-w-3xl space-y-14">
      <nav aria-label="Contenido de la política" className="rounded-md bg-mist p-6">
        <h2 className="text-sm font-bold tracking-wider text-ink uppercase">En esta página</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-base sm:grid-cols-2">
          {[...page.sections, consent].map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={LINK}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <PolicyBlock key={section.id} section={section} />
      ))}
      <section aria-labelledby={consent.id} className="scroll-mt-24">
        <SectionTitle id={consent.id}>{consent.title}</SectionTitle>
        <p className={`mt-5 ${TEXT}`}>{consent.intro}</p>
        {consent.texts.map((text) => (
          <section key={text.id} aria-labelledby={text.id} className="mt-8">
            <h3 id={text.id} className="text-lg font-bold text-ink">
              {text.form}
            </h3>
            <ul className="mt-3 space-y-3">
              {text.boxes.map((box) => (
                <li key={box.text} className="border-l-4 border-brand bg-mist px-5 py-4 text-base text-ink">
                  <span className="block text-xs font-bold tracking-wide text-steel uppercase">
                    {box.label}
                  </span>
                  {box.text}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-steel">{text.version}</p>
          </section>
        ))}
      </section>
    </div>
  );
}

import { CtaButton } from "~/platform/ui/cta-button";
import { LoopingVideo, type LoopingVideoSource } from "~/platform/ui/looping-video";

interface HeroProps {
  label: string;
  title: string;
  description?: string;
  /** Background image (decorative: the title says what the page is). */
  image?: string;
  /** Looping muted background video, with its poster; shown instead of the image. */
  video?: LoopingVideoSource;
  button?: { label: string; to: string };
}

/** The page hero: image or looping muted video, category label, title, description, optional button. */
export function Hero({ label, title, description, image, video, button }: HeroProps) {
  return (
    <section className="relative isolate flex min-h-72 items-center overflow-hidden bg-ink md:h-[450px]">
      {video ? (
        <LoopingVideo video={video} priority className="absolute inset-0 -z-10 size-full object-cover" />
      ) : (
        image && (
          <img
            src={image}
            alt=""
            width={1920}
            height={640}
            loading="eager"
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover object-right"
          />
        )
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/80 to-ink/60 md:via-ink/65 md:to-ink/10" />
      <div className="mx-auto w-full max-w-7xl px-6 py-12 text-white">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-white/85">
          <span className="mr-3 inline-block h-0.5 w-8 bg-brand align-middle" />
          {label}
        </p>
        <h1 className="mt-3 max-w-2xl text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {description && <p className="mt-4 max-w-xl text-base text-white/90 sm:text-lg">{description}</p>}
        {button && (
          <CtaButton to={button.to} white className="mt-7">
            {button.label}
          </CtaButton>
        )}
      </div>
    </section>
  );
}

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { preloadPicture } from "~/platform/ui/responsive-image";
import { SmartLink } from "~/platform/ui/smart-link";
import { type ImageRef, imageSrcSet, imageVariantUrl } from "~/platform/lib/media-url";

export const BANNER_AUTOPLAY_DELAY_MS = 5000;
/** Embla's `duration` is in its own units; 30 makes a slide change take about 500 ms. */
const EMBLA_DURATION_FOR_500MS = 30;
const BANNER_SIZES = "100vw";
/** Where a banner's mobile crop replaces its desktop image (below Tailwind's `md`). */
const MOBILE_MEDIA = "(max-width: 767px)";
const DESKTOP_MEDIA = "(min-width: 768px)";

export interface CarouselBanner {
  id: number;
  name: string;
  /** The image's text alternative; empty when the title, shown over it, says it all. */
  alt: string;
  link: string;
  image: ImageRef;
  /** The crop for phones, when there is one. */
  mobileImage?: ImageRef;
}

/**
 * The home banner carousel: one slide per view, autoplay every 5 s that dragging does not stop, a
 * draggable scrollbar, and a pause button (WCAG 2.2.2) for visitors who want the slides to stay.
 */
export function BannerCarousel({ banners }: { banners: CarouselBanner[] }) {
  const [paused, setPaused] = useState(false);
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION_FOR_500MS }, [
    Autoplay({ delay: BANNER_AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: false }),
  ]);
  const [selected, setSelected] = useState(0);
  // The first slide is the home page's largest image (its LCP).
  // With a mobile crop, each crop is preloaded only at the widths where it is shown.
  const first = banners[0];
  if (first?.mobileImage) {
    preloadPicture(first.mobileImage, BANNER_SIZES, MOBILE_MEDIA);
    preloadPicture(first.image, BANNER_SIZES, DESKTOP_MEDIA);
  } else if (first) preloadPicture(first.image, BANNER_SIZES);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    // Visitors who ask the system for reduced motion get no autoplay.
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (paused || reducedMotion) autoplay.stop();
    else autoplay.play();
  }, [embla, paused]);

  return (
    <section aria-roledescription="carrusel" aria-label="Novedades" className="bg-ink">
      <div ref={emblaRef} className="overflow-hidden">
        <ul className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <li key={banner.id} className="min-w-0 flex-[0_0_100%]">
              <div
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${banners.length}: ${banner.name}`}
                className="relative"
              >
                <picture>
                  {banner.mobileImage && (
                    <>
                      <source
                        media={MOBILE_MEDIA}
                        type="image/avif"
                        srcSet={imageSrcSet(banner.mobileImage, "avif")}
                        sizes={BANNER_SIZES}
                      />
                      <source
                        media={MOBILE_MEDIA}
                        type="image/webp"
                        srcSet={imageSrcSet(banner.mobileImage, "webp")}
                        sizes={BANNER_SIZES}
                      />
                    </>
                  )}
                  <source type="image/avif" srcSet={imageSrcSet(banner.image, "avif")} sizes={BANNER_SIZES} />
                  <img
                    src={imageVariantUrl(banner.image.hash, 1200, "webp")}
                    srcSet={imageSrcSet(banner.image, "webp")}
                    sizes={BANNER_SIZES}
                    alt={banner.alt}
                    width={banner.image.width}
                    height={banner.image.height}
                    fetchPriority={index === 0 ? "high" : "low"}
                    loading={index === 0 ? "eager" : "lazy"}
                    className="block h-48 w-full object-cover object-[72%_50%] sm:h-72 md:h-[350px] md:object-center"
                    draggable={false}
                  />
                </picture>
                {/* Below the picture on a phone; over the picture's dark left side from 768 px. */}
                <div className="px-6 pt-4 pb-2 md:absolute md:inset-y-0 md:left-0 md:flex md:w-[42%] md:items-center md:px-0 md:py-0">
                  <div className="mx-auto w-full max-w-7xl md:pl-[max(1.5rem,calc((100vw-80rem)/2+1.5rem))]">
                    <p className="text-lg font-bold text-white md:text-3xl md:leading-tight lg:text-4xl">
                      {banner.name}
                    </p>
                    <SmartLink
                      href={banner.link}
                      aria-label={`Conocer más: ${banner.name}`}
                      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-sm bg-brand px-6 py-2.5 text-sm font-bold text-white transition-colors duration-200 hover:bg-white hover:text-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white md:mt-5"
                    >
                      Conocer más
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                        <path d="M11 4l6 6-6 6-1.4-1.4 3.6-3.6H3V9h10.2L9.6 5.4z" />
                      </svg>
                    </SmartLink>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {/* The controls: their own row under the picture, never over the artwork. */}
      {banners.length > 1 && (
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-6 py-2">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="grid size-11 shrink-0 place-items-center rounded-full border border-white/40 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={paused ? "Reanudar el carrusel" : "Pausar el carrusel"}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h4v12H5zm6 0h4v12h-4z" />}
            </svg>
          </button>
          <CarouselScrollbar
            count={banners.length}
            selected={selected}
            onSelect={(index) => embla?.scrollTo(index)}
          />
        </div>
      )}
    </section>
  );
}

/** A scrollbar whose thumb shows the current slide; drag it (or click the track) to move. */
function CarouselScrollbar({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const indexAt = useCallback(
    (clientX: number) => {
      const box = track.current?.getBoundingClientRect();
      if (!box || box.width === 0) return selected;
      const ratio = Math.min(0.999, Math.max(0, (clientX - box.left) / box.width));
      return Math.floor(ratio * count);
    },
    [count, selected],
  );
  return (
    <div
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label="Diapositiva"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={selected + 1}
      aria-valuetext={`${selected + 1} de ${count}`}
      className="relative h-2 flex-1 cursor-pointer touch-none rounded-full bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        onSelect(indexAt(event.clientX));
      }}
      onPointerMove={(event) => {
        if (dragging.current) onSelect(indexAt(event.clientX));
      }}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") onSelect((selected + 1) % count);
        if (event.key === "ArrowLeft") onSelect((selected - 1 + count) % count);
      }}
    >
      {/* The thumb: the current slide's share of the track. */}
      <div aria-hidden="true" className="flex size-full">
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={`flex-1 rounded-full transition-colors duration-500 ${index === selected ? "bg-white" : ""}`}
          />
        ))}
      </div>
    </div>
  );
}

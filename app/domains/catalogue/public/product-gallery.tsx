import { useRef, useState } from "react";
import { ResponsiveImage } from "~/platform/ui/responsive-image";
import type { ImageRef } from "~/platform/lib/media-url";

const SWIPE_MIN_PX = 40;

/**
 * How wide the pictures are shown (`sizes`): the page's left column from 1024 px (half of at most
 * 1232 px, less the 40 px gap); below, the page's width less its padding, at most 600 px (the gallery
 * is capped there: product pictures are stored 1200 px wide, enough for 600 px on a screen of pixel
 * ratio 2); thumbnails a quarter of that, less the gaps. The browser picks a file at least that wide
 * times the screen's pixel ratio.
 */
const MAIN_SIZES =
  "(min-width: 1280px) 596px, (min-width: 1024px) calc(50vw - 44px), (min-width: 648px) 600px, calc(100vw - 48px)";
const THUMBNAIL_SIZES =
  "(min-width: 1280px) 140px, (min-width: 1024px) calc(12.5vw - 20px), (min-width: 648px) 141px, calc(25vw - 21px)";

/**
 * The product's images, whole (4:3, on the studio background): previous/next arrows that wrap
 * around, clickable thumbnails, arrow keys and swipe.
 */
export function ProductGallery({ images, alt }: { images: ImageRef[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);
  const current = images[index];
  if (!current) return null;

  return (
    <section
      aria-roledescription="galería"
      aria-label={`Imágenes de ${alt}`}
      className="mx-auto w-full max-w-[37.5rem] space-y-4 lg:max-w-none"
    >
      <div
        className="relative overflow-hidden rounded-md bg-mist"
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={count > 1 ? "Imagen actual; use las flechas del teclado para cambiarla" : undefined}
        role={count > 1 ? "group" : undefined}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") show(index + 1);
          if (event.key === "ArrowLeft") show(index - 1);
        }}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const distance = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(distance) >= SWIPE_MIN_PX) show(distance < 0 ? index + 1 : index - 1);
        }}
      >
        <ResponsiveImage
          key={current.hash}
          image={current}
          alt={`${alt} (imagen ${index + 1} de ${count})`}
          sizes={MAIN_SIZES}
          priority={index === 0}
          className="aspect-[4/3] w-full select-none object-contain"
        />
        {count > 1 && (
          <>
            <ArrowButton direction="previous" onClick={() => show(index - 1)} />
            <ArrowButton direction="next" onClick={() => show(index + 1)} />
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-4 gap-3">
          {images.map((image, position) => (
            <li key={image.hash}>
              <button
                type="button"
                onClick={() => show(position)}
                aria-label={`Ver imagen ${position + 1} de ${count}`}
                aria-current={position === index ? "true" : undefined}
                className={`block w-full overflow-hidden rounded-sm border-2 bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  position === index ? "border-brand" : "border-transparent hover:border-ink/30"
                }`}
              >
                <ResponsiveImage
                  image={image}
                  alt=""
                  sizes={THUMBNAIL_SIZES}
                  className="aspect-[4/3] w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ArrowButton({ direction, onClick }: { direction: "previous" | "next"; onClick: () => void }) {
  const next = direction === "next";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={next ? "Imagen siguiente" : "Imagen anterior"}
      className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-brand ${
        next ? "right-3" : "left-3"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <path
          d={next ? "M7.5 4 13.5 10 7.5 16" : "M12.5 4 6.5 10 12.5 16"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
      </svg>
    </button>
  );
}

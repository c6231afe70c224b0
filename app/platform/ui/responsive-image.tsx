import { preload } from "react-dom";
import { type ImageRef, imageSrcSet, imageVariantUrl } from "~/platform/lib/media-url";

interface ResponsiveImageProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  className?: string;
  /** The page's largest image above the fold (its LCP): preloaded, loaded at once, high priority. */
  priority?: boolean;
}

/**
 * Asks the browser, from the document's <head>, for the AVIF variant that a <picture> of `image`
 * shown at `sizes` will pick: the same srcset and sizes, so the download is reused. Browsers without
 * AVIF skip the hint (its type) and load the WebP fallback as usual.
 */
export function preloadPicture(image: ImageRef, sizes: string, media?: string) {
  preload(imageVariantUrl(image.hash, 640, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: imageSrcSet(image, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
    // A picture with art direction: each crop is preloaded only where its <source> applies.
    ...(media ? { media } : {}),
  });
}

/** A stored image in AVIF with a WebP fallback, at the widths the layout needs; lazy unless a priority. */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  if (priority) preloadPicture(image, sizes);
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <img
        src={imageVariantUrl(image.hash, 640, "webp")}
        srcSet={imageSrcSet(image, "webp")}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

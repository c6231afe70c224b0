import { type ImageRef, imageSrcSet, imageVariantUrl } from "~/lib/media-url";

interface ResponsiveImageProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
}

/** A stored image in AVIF with a WebP fallback, at the widths the layout needs; lazy unless a priority. */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: ResponsiveImageProps) {
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
        decoding="async"
        className={className}
      />
    </picture>
  );
}

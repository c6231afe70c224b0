// URLs of stored media. The content hash is part of every URL, so each answer is immutable.

export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A stored image as pages need it: content hash and intrinsic size. */
export interface ImageRef {
  hash: string;
  width: number;
  height: number;
}

export function mediaUrl(hash: string, extension: string): string {
  return `/media/${hash}.${extension}`;
}

export function imageVariantUrl(hash: string, width: ImageWidth, format: ImageFormat): string {
  return `/media/${hash}-${width}.${format}`;
}

/** `srcset` of an image in one format, up to the image's own width. */
export function imageSrcSet(image: ImageRef, format: ImageFormat): string {
  const widths = IMAGE_WIDTHS.filter((width) => width <= Math.max(image.width, IMAGE_WIDTHS[0]));
  return widths.map((width) => `${imageVariantUrl(image.hash, width, format)} ${width}w`).join(", ");
}

/** The default URL of an image, used where one URL is wanted (the API's srcImg, Open Graph). */
export function defaultImageUrl(image: ImageRef): string {
  return imageVariantUrl(image.hash, 800, "webp");
}

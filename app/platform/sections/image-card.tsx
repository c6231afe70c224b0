import { Link } from "react-router";

interface ImageCardProps {
  src: string;
  alt: string;
  title: string;
  text?: string;
  to?: string;
  width?: number;
  height?: number;
}

/**
 * A card with an illustration, a title, an optional text, and an optional link over the whole card.
 * In a linked card the picture is decorative (the title names the link), so its alt is empty.
 */
export function ImageCard({ src, alt, title, text, to, width = 800, height = 600 }: ImageCardProps) {
  const body = (
    <>
      <div className="overflow-hidden bg-mist">
        <img
          src={src}
          alt={to ? "" : alt}
          width={width}
          height={height}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-extrabold text-ink group-hover:text-brand">{title}</h3>
        {text && <p className="mt-2 text-sm leading-relaxed text-steel">{text}</p>}
      </div>
    </>
  );
  const classes =
    "group flex h-full flex-col overflow-hidden rounded-md border border-ink/10 bg-white shadow-sm transition-shadow hover:shadow-lg";
  return to ? (
    <Link to={to} className={`${classes} focus-visible:outline-3 focus-visible:outline-brand`}>
      {body}
    </Link>
  ) : (
    <article className={classes}>{body}</article>
  );
}

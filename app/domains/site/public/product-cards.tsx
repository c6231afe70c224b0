import { Link } from "react-router";

export interface HomeProductCard {
  id: number;
  name: string;
  link: string;
  img: string;
  /** Describes the picture where it stands alone; in the card the name labels the link. */
  alt: string;
}

/**
 * The home products block: Zunchos, Envolvedora, Airpads. The hovered (or focused) card is highlighted,
 * fading in and out in 0.15 s after a 0.2 s delay (SPEC section 9); one card at a time.
 */
export function ProductCards({ cards }: { cards: HomeProductCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <Link
            to={card.link}
            className="group relative block overflow-hidden rounded-md bg-mist focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <img
              src={card.img}
              alt=""
              width={800}
              height={800}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
            <span
              aria-hidden="true"
              className="absolute inset-0 bg-brand/85 opacity-0 transition-opacity delay-200 duration-150 ease-in-out group-hover:opacity-100 group-focus-visible:opacity-100"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 to-transparent p-6 text-2xl font-extrabold tracking-wide text-white">
              {card.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

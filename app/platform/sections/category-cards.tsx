import { ImageCard } from "./image-card";

export interface CategoryCard {
  title: string;
  text: string;
  categoryId: number;
  src: string;
  alt: string;
}

/** Three cards leading to catalogue categories (/productos?categoryId=…). */
export function CategoryCards({ cards }: { cards: CategoryCard[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.categoryId}>
          <ImageCard
            src={card.src}
            alt={card.alt}
            title={card.title}
            text={card.text}
            to={`/productos?categoryId=${card.categoryId}`}
          />
        </li>
      ))}
    </ul>
  );
}

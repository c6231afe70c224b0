import { Link } from "react-router";
import type { Route } from "./+types/home";
import { COMPANY } from "~/content/company";
import { listActiveBanners } from "~/models/banners.server";

export function meta() {
  return [
    { title: `${COMPANY.brand} Perú | Zunchos, envolvedoras, film y airpads para la industria` },
    {
      name: "description",
      content:
        "Soluciones de embalaje industrial en Perú: zunchos y herramientas, máquinas envolvedoras, film stretch y airpads.",
    },
  ];
}

export async function loader() {
  return { banners: await listActiveBanners() };
}

const SOLUTIONS = [
  { name: "ZUNCHOS", link: "/zunchos-herramientas" },
  { name: "ENVOLVEDORA", link: "/envolvedora" },
  { name: "AIRPADS", link: "/airpads" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-extrabold">Soluciones de embalaje para la industria peruana</h1>
      <ul className="mt-6 flex flex-wrap gap-4">
        {loaderData.banners.map((banner) => (
          <li key={banner.id}>
            <Link to={banner.link} className="font-semibold text-brand underline">
              {banner.name}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SOLUTIONS.map((solution) => (
          <li key={solution.name}>
            <Link
              to={solution.link}
              className="block rounded border p-6 text-xl font-bold hover:border-brand"
            >
              {solution.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/productos" className="mt-10 inline-block rounded bg-brand px-6 py-3 font-bold text-white">
        VER PRODUCTOS
      </Link>
    </main>
  );
}

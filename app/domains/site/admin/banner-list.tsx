import { Form, Link } from "react-router";
import { imageVariantUrl } from "~/platform/lib/media-url";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { BANNER_STATE_LABELS, type BannerState, BANNERS_PATH } from "./banner-messages";

export interface BannerListRow {
  id: number;
  name: string;
  link: string;
  startsAt: string | null;
  endsAt: string | null;
  image: { hash: string; width: number; height: number };
  hasMobile: boolean;
  state: BannerState;
}

const STATE_STYLE: Record<BannerState, string> = {
  visible: "bg-emerald-50 text-emerald-900 border-emerald-700/30",
  scheduled: "bg-sky-50 text-sky-900 border-sky-700/30",
  ended: "bg-ink/5 text-ink border-ink/20",
  inactive: "bg-ink/5 text-ink border-ink/20",
};

function dates(row: BannerListRow): string {
  if (!row.startsAt && !row.endsAt) return "Sin fechas";
  const from = row.startsAt ? `desde ${formatLimaDateTime(row.startsAt)}` : "";
  const to = row.endsAt ? `hasta ${formatLimaDateTime(row.endsAt)}` : "";
  return [from, to].filter(Boolean).join(" ");
}

/** One move button: a plain form post, so it works without JavaScript and from the keyboard. */
function MoveButton({
  row,
  direction,
  disabled,
}: {
  row: BannerListRow;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const label = direction === "up" ? "Subir" : "Bajar";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={direction} />
      <input type="hidden" name="banner" value={row.id} />
      <button
        type="submit"
        className={`${ADMIN_SECONDARY_BUTTON} disabled:cursor-not-allowed disabled:opacity-50`}
        disabled={disabled}
        aria-label={`${label}: ${row.name}`}
      >
        <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
        <span className="ml-1">{label}</span>
      </button>
    </Form>
  );
}

/** Deleting asks first (a disclosure, so it works without JavaScript too). */
function DeleteButton({ row }: { row: BannerListRow }) {
  return (
    <details className="group relative">
      <summary
        className={`${ADMIN_SECONDARY_BUTTON} cursor-pointer list-none group-open:border-ink [&::-webkit-details-marker]:hidden`}
        aria-label={`Eliminar: ${row.name}`}
      >
        Eliminar
      </summary>
      <div className="mt-2 max-w-xs rounded-sm border border-ink/20 bg-white p-3 text-sm shadow-md sm:absolute sm:right-0 sm:z-10 sm:w-72">
        <p>
          ¿Eliminar el banner <strong>{row.name}</strong>? Dejará de mostrarse en la página de inicio; esto no
          se puede deshacer.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="banner" value={row.id} />
          <button type="submit" className={ADMIN_BUTTON} aria-label={`Sí, eliminar: ${row.name}`}>
            Sí, eliminar
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The banners in carousel order, each with its thumbnail, state, dates and actions. */
export function BannerList({ rows }: { rows: BannerListRow[] }) {
  if (rows.length === 0) {
    return <p className="text-steel">No hay banners: la página de inicio muestra la imagen de respaldo.</p>;
  }
  return (
    <ol className="divide-y divide-ink/10">
      {rows.map((row, index) => (
        <li
          key={row.id}
          id={`banner-${row.id}`}
          className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-3 py-4 sm:flex sm:items-center"
        >
          <img
            src={imageVariantUrl(row.image.hash, 320, "webp")}
            alt=""
            width={row.image.width}
            height={row.image.height}
            loading="lazy"
            className="aspect-[16/6] w-24 rounded-sm bg-ink/10 object-cover sm:w-48"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              <span className="mr-2 text-steel">{index + 1}.</span>
              <Link to={`${BANNERS_PATH}/${row.id}`} className="text-brand-dark underline underline-offset-2">
                {row.name}
              </Link>
              <span
                className={`ml-2 inline-block rounded-sm border px-2 py-0.5 text-xs font-bold ${STATE_STYLE[row.state]}`}
              >
                {BANNER_STATE_LABELS[row.state]}
              </span>
            </p>
            <p className="mt-1 break-all text-sm text-steel">{row.link}</p>
            <p className="text-sm text-steel">
              {dates(row)} · {row.hasMobile ? "Con imagen para celulares" : "Misma imagen en celulares"}
            </p>
          </div>
          <div className="col-span-2 flex flex-wrap gap-2">
            <MoveButton row={row} direction="up" disabled={index === 0} />
            <MoveButton row={row} direction="down" disabled={index === rows.length - 1} />
            <Link
              to={`${BANNERS_PATH}/${row.id}`}
              className={ADMIN_SECONDARY_BUTTON}
              aria-label={`Editar: ${row.name}`}
            >
              Editar
            </Link>
            <DeleteButton row={row} />
          </div>
        </li>
      ))}
    </ol>
  );
}

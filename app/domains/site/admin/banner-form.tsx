import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { limaInputValue } from "~/platform/lib/lima-day";
import { type ImageRef, imageVariantUrl } from "~/platform/lib/media-url";
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_UPLOAD_FORMATS,
  MEGABYTE,
} from "~/platform/uploads/upload-rules";
import { BANNER_ALT_MAX, BANNER_LINK_MAX, BANNER_NAME_MAX, type BannerFieldName } from "../banner-schema";
import {
  ADMIN_BUTTON,
  ADMIN_CONTROL,
  AdminNotice,
  ADMIN_SECONDARY_BUTTON,
} from "~/platform/admin-kit/admin-ui";
import { type BannerFormReply, BANNERS_PATH } from "./banner-messages";

export interface BannerFormValues {
  name: string;
  alt: string;
  link: string;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  image: ImageRef | null;
  mobileImage: ImageRef | null;
}

const IMAGE_RULES = `${IMAGE_UPLOAD_FORMATS}, hasta ${IMAGE_MAX_BYTES / MEGABYTE} MB y ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles.`;

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: BannerFieldName;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const ids =
    [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-0.5 text-sm text-steel">
          {hint}
        </p>
      )}
      {children(ids)}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
}

function ImageField({
  name,
  label,
  hint,
  current,
  pending,
  error,
  required,
}: {
  name: "desktopImage" | "mobileImage";
  label: string;
  hint: string;
  current: ImageRef | null;
  pending?: ImageRef;
  error?: string;
  required: boolean;
}) {
  const shown = pending ?? current;
  return (
    <Field name={name} label={label} hint={`${hint} ${IMAGE_RULES}`} error={error}>
      {(describedBy) => (
        <>
          {shown && (
            <img
              src={imageVariantUrl(shown.hash, 480, "webp")}
              alt={pending ? "Imagen elegida (aún sin guardar)" : "Imagen actual"}
              width={shown.width}
              height={shown.height}
              className="mt-2 h-auto max-h-44 w-auto max-w-full rounded-sm bg-ink/10 sm:max-w-md"
            />
          )}
          {pending && (
            <>
              <input type="hidden" name={`${name}Hash`} value={pending.hash} />
              <input type="hidden" name={`${name}Width`} value={pending.width} />
              <input type="hidden" name={`${name}Height`} value={pending.height} />
            </>
          )}
          <input
            id={name}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            required={required && !shown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${ADMIN_CONTROL} file:mr-3 file:rounded-sm file:border-0 file:bg-ink/10 file:px-3 file:py-1.5 file:font-semibold`}
          />
        </>
      )}
    </Field>
  );
}

/** The banner's form, new or edit: multipart, so it works without JavaScript as well. */
export function BannerForm({ values, reply }: { values: BannerFormValues; reply?: BannerFormReply }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = reply?.errors ?? {};
  const typed = reply?.values;
  const value = (name: "name" | "alt" | "link") => typed?.[name] ?? values[name];
  const date = (name: "startsAt" | "endsAt") =>
    typed?.[name] ?? (values[name] ? limaInputValue(values[name]) : "");
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-5" noValidate>
      {reply && <AdminNotice tone="error">{reply.message}</AdminNotice>}
      <Field
        name="name"
        label="Título"
        hint="Se lee sobre la imagen y anuncia el banner a los lectores de pantalla."
        error={errors.name}
      >
        {(describedBy) => (
          <input
            id="name"
            name="name"
            type="text"
            required
            maxLength={BANNER_NAME_MAX}
            defaultValue={value("name")}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            className={ADMIN_CONTROL}
          />
        )}
      </Field>
      <ImageField
        name="desktopImage"
        label="Imagen para computadoras"
        required
        hint="Horizontal, idealmente de 1920 × 700 píxeles."
        current={values.image}
        pending={reply?.pending.desktop}
        error={errors.desktopImage}
      />
      <ImageField
        name="mobileImage"
        label="Imagen para celulares (opcional)"
        required={false}
        hint="Un recorte para pantallas angostas; sin ella, los celulares muestran la imagen para computadoras."
        current={values.mobileImage}
        pending={reply?.pending.mobile}
        error={errors.mobileImage}
      />
      {values.mobileImage && (
        <label className="flex items-center gap-2">
          <input type="checkbox" name="removeMobile" className="size-5 accent-brand" />
          Quitar la imagen para celulares
        </label>
      )}
      <Field
        name="alt"
        label="Texto alternativo (opcional)"
        hint="Lo que dice la imagen y el título no dice (por ejemplo, un precio o una fecha escritos en ella)."
        error={errors.alt}
      >
        {(describedBy) => (
          <input
            id="alt"
            name="alt"
            type="text"
            maxLength={BANNER_ALT_MAX}
            defaultValue={value("alt")}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={describedBy}
            className={ADMIN_CONTROL}
          />
        )}
      </Field>
      <Field
        name="link"
        label="Enlace"
        hint="Una ruta del sitio, como /productos/zuncho-pet, o una dirección que empiece con https://."
        error={errors.link}
      >
        {(describedBy) => (
          <input
            id="link"
            name="link"
            type="text"
            required
            maxLength={BANNER_LINK_MAX}
            defaultValue={value("link")}
            aria-invalid={errors.link ? true : undefined}
            aria-describedby={describedBy}
            className={ADMIN_CONTROL}
          />
        )}
      </Field>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 font-semibold text-ink">Fechas (opcionales, hora de Lima)</legend>
        <Field name="startsAt" label="Se muestra desde" error={errors.startsAt}>
          {(describedBy) => (
            <input
              id="startsAt"
              name="startsAt"
              type="datetime-local"
              defaultValue={date("startsAt")}
              aria-invalid={errors.startsAt ? true : undefined}
              aria-describedby={describedBy}
              className={ADMIN_CONTROL}
            />
          )}
        </Field>
        <Field name="endsAt" label="Se muestra hasta" error={errors.endsAt}>
          {(describedBy) => (
            <input
              id="endsAt"
              name="endsAt"
              type="datetime-local"
              defaultValue={date("endsAt")}
              aria-invalid={errors.endsAt ? true : undefined}
              aria-describedby={describedBy}
              className={ADMIN_CONTROL}
            />
          )}
        </Field>
      </fieldset>
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="active"
          defaultChecked={typed ? typed.active === "on" : values.active}
          className="size-5 accent-brand"
        />
        Activo (se muestra en la página de inicio dentro de sus fechas)
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {busy ? "Guardando…" : "Guardar banner"}
        </button>
        <Link to={BANNERS_PATH} className={ADMIN_SECONDARY_BUTTON}>
          Cancelar
        </Link>
      </div>
    </Form>
  );
}

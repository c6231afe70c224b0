import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { PRODUCT_NAME_QUERY_MAX_LENGTH } from "../catalog-query-limits-schema";
import { catalogUrl } from "../catalog-url";

/** Quiet time after the last keystroke before the catalogue searches (SPEC section 9). */
export const SEARCH_DEBOUNCE_MS = 800;

/**
 * Searches the catalogue (names, codes, subtitles, categories, specification values) as the visitor types (after 800 ms without typing) or at once on Enter.
 * A search starts from the whole catalogue: it clears the category and the page. Without
 * JavaScript it is a plain GET form.
 */
export function CatalogSearch({ name }: { name?: string }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed under us (back button, a category link): show its search text.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = name ?? "";
  }, [name]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string, replace: boolean) => {
    clearTimeout(timer.current);
    navigate(catalogUrl({ name: text.trim() || undefined }), { replace, preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action="/productos"
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        search(input.current?.value ?? "", false);
      }}
    >
      <label htmlFor="catalog-search" className="sr-only">
        Buscar productos por nombre, código, material o medida
      </label>
      <input
        ref={input}
        id="catalog-search"
        type="search"
        name="name"
        defaultValue={name}
        maxLength={PRODUCT_NAME_QUERY_MAX_LENGTH}
        autoComplete="off"
        placeholder="Buscar productos…"
        className="block w-full rounded-sm border border-ink/25 bg-white py-3 pl-4 pr-12 text-base shadow-sm placeholder:text-steel/70 focus:border-brand focus:outline-2 focus:outline-brand/30"
        onChange={(event) => {
          const text = event.currentTarget.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(text, Boolean(name)), SEARCH_DEBOUNCE_MS);
        }}
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 grid w-12 place-items-center text-steel hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        aria-label="Buscar"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
        </svg>
      </button>
    </Form>
  );
}

import { CtaButton } from "~/components/ui/cta-button";

/** Shown when a product cannot be shown: unknown (404) or not readable right now. */
export function ProductNotFound({ missing }: { missing: boolean }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="text-2xl font-extrabold sm:text-3xl">
        {missing ? "No encontramos este producto" : "Error al cargar el producto"}
      </h1>
      <p className="mt-4 text-steel">
        {missing
          ? "Puede que ya no esté en nuestro catálogo o que el enlace esté incompleto."
          : "No pudimos cargar la información del producto. Intenta de nuevo en unos minutos."}
      </p>
      <CtaButton to="/productos" className="mt-8">
        Ver el catálogo
      </CtaButton>
    </main>
  );
}

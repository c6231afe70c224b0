import { MessagePage } from "~/platform/sections/message-page";
import { CtaButton } from "~/platform/ui/cta-button";

/** Shown when a product cannot be shown: unknown (404) or not readable right now. */
export function ProductNotFound({ missing }: { missing: boolean }) {
  return (
    <MessagePage
      title={missing ? "No encontramos este producto" : "Error al cargar el producto"}
      action={<CtaButton to="/productos">Ver el catálogo</CtaButton>}
    >
      {missing
        ? "Puede que ya no esté en nuestro catálogo o que el enlace esté incompleto."
        : "No pudimos cargar la información del producto. Inténtelo de nuevo en unos minutos."}
    </MessagePage>
  );
}

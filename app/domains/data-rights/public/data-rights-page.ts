// The copy of /derechos-arco, the personal-data rights (ARCO) form. The legal reading behind it:
// docs/decisions/037-data-rights-and-retention.md.
import type { PageMeta } from "~/platform/content/types";

export const DATA_RIGHTS_PAGE = {
  meta: {
    title: "Derechos ARCO sobre sus datos | Kordex Perú",
    description:
      "Ejerza sus derechos de acceso, rectificación, cancelación y oposición sobre sus datos personales en Kordex Perú, conforme a la Ley 29733.",
  } satisfies PageMeta,
  title: "Derechos sobre sus datos personales",
  intro:
    "Según la Ley N.º 29733, Ley de Protección de Datos Personales, y su reglamento (Decreto Supremo N.º 016-2024-JUS), usted puede pedirnos acceder a sus datos, rectificarlos, cancelarlos u oponerse a su tratamiento, conocer cómo los tratamos o retirar su consentimiento. El trámite es gratuito.",
  terms: [
    "Información: le respondemos en un plazo máximo de 8 días hábiles.",
    "Acceso: en un plazo máximo de 20 días hábiles.",
    "Rectificación, cancelación, oposición y revocación del consentimiento: en un plazo máximo de 10 días hábiles.",
  ],
  termsNote:
    "Los plazos se cuentan desde el día hábil siguiente a la recepción. Salvo en las solicitudes de información, podemos ampliarlos una sola vez por un plazo igual, y se lo comunicaremos con el motivo antes de que venza el primero.",
  identityNote:
    "Para proteger sus datos, verificaremos su identidad antes de responder: podemos pedirle una copia de su documento respondiendo al correo de acuse de recibo. Si presenta la solicitud en nombre de otra persona, le pediremos el documento que acredite su representación.",
  authorityNote:
    "Si no está conforme con nuestra respuesta, o no la recibe en el plazo, puede acudir a la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.",
  formTitle: "Presente su solicitud",
  sentTitle: "Solicitud recibida",
} as const;

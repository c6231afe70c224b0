// How to prepare an import file (decision 049): start from an export, the columns and how the lists
// are written in a cell.
import { AdminPanel, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";

export const PRODUCT_EXPORT_PATH = "/admin/productos/exportar";

export function ProductImportHelp() {
  return (
    <AdminPanel title="Cómo preparar el archivo" id="import-help">
      <div className="space-y-3 text-sm text-ink">
        <p>Lo más sencillo es partir de una exportación del catálogo, cambiarla y subirla:</p>
        <p className="flex flex-wrap gap-2">
          <a href={`${PRODUCT_EXPORT_PATH}?formato=xlsx`} className={ADMIN_SECONDARY_BUTTON} download>
            Descargar Excel (.xlsx)
          </a>
          <a href={`${PRODUCT_EXPORT_PATH}?formato=csv`} className={ADMIN_SECONDARY_BUTTON} download>
            Descargar CSV
          </a>
        </p>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Una fila por producto. Si el <strong>código</strong> ya existe, se actualiza ese producto; si es
            nuevo, se crea.
          </li>
          <li>
            Obligatorias: Código, Nombre, Categoría (número) y Unidad de venta. Si falta otra columna, se
            conserva lo que el producto ya tiene.
          </li>
          <li>
            <strong>Especificaciones</strong>: una por línea dentro de la celda, como «Ancho: 16 mm».
            <strong> Videos</strong>: un enlace de YouTube por línea. <strong>Información</strong>: con «Tipo
            de información» en «lista», un punto por línea.
          </li>
          <li>Visible: «Sí» o «No». Un producto nuevo sin esta columna queda oculto.</li>
          <li>
            Las columnas de imágenes, descargas y nombre de la categoría son informativas: la importación no
            las cambia.
          </li>
        </ul>
      </div>
    </AdminPanel>
  );
}

import type { AuditLogSize } from "~/platform/data/audit-log-retention.server";
import { AdminPanel } from "~/platform/admin-kit/admin-ui";

const MEGABYTE = 1024 * 1024;

/** "3,4 MB", "850 kB": binary units, as the database reports pages. */
function sizeText(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("es-PE")} kB`;
  return `${(bytes / MEGABYTE).toLocaleString("es-PE", { maximumFractionDigits: 1 })} MB`;
}

/** The audit log's size on /admin/ajustes, and how long it keeps its rows (decision 060). */
export function AuditLogPanel({ size, retentionDays }: { size: AuditLogSize; retentionDays: number }) {
  const rows = size.rows === 1 ? "1 fila" : `${size.rows.toLocaleString("es-PE")} filas`;
  return (
    <AdminPanel title="Registro de auditoría: tamaño" id="audit-log-title">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">Filas</dt>
        <dd>{rows}</dd>
        <dt className="font-semibold text-ink">Tamaño aproximado</dt>
        <dd>
          {sizeText(size.bytes)}{" "}
          <span className="text-steel">
            {size.method === "measured"
              ? "(tabla e índices, medido por la base de datos)"
              : "(estimación a partir del largo de las filas: esta base de datos no informa el tamaño de sus tablas)"}
          </span>
        </dd>
        <dt className="font-semibold text-ink">Conservación</dt>
        <dd>
          {retentionDays.toLocaleString("es-PE")} días. Cada día se eliminan las filas más antiguas, y la
          eliminación queda anotada en el propio registro.
        </dd>
      </dl>
    </AdminPanel>
  );
}

// The back office's sections, in menu order, with the roles that see each.
import { BANNER_ROLES, CATALOGUE_ROLES, COMPLAINT_ROLES, type StaffRole } from "./staff-roles";

export interface AdminSection {
  to: string;
  label: string;
  roles: readonly StaffRole[];
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin/solicitudes", label: "Solicitudes", roles: ["admin", "ventas", "servicio"] },
  { to: "/admin/reclamaciones", label: "Reclamaciones", roles: COMPLAINT_ROLES },
  { to: "/admin/productos", label: "Productos", roles: CATALOGUE_ROLES },
  { to: "/admin/categorias", label: "Categorías", roles: CATALOGUE_ROLES },
  { to: "/admin/derechos", label: "Derechos ARCO", roles: ["admin"] },
  { to: "/admin/datos-personales", label: "Datos personales", roles: ["admin"] },
  { to: "/admin/banners", label: "Banners", roles: BANNER_ROLES },
  { to: "/admin/usuarios", label: "Usuarios", roles: ["admin"] },
  { to: "/admin/ajustes", label: "Ajustes", roles: ["admin"] },
  { to: "/admin/cuenta", label: "Mi cuenta", roles: ["admin", "ventas", "servicio"] },
];

export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => section.roles.includes(role));

// The back office's addresses of the leads: the inbox, a lead's page (/admin/solicitudes/{id}) and a
// company's (/admin/empresas/{ruc}). Pure: the leads' pages link to them and other domains take
// leadPath from index.ts (the personal-data report links a person's requests).

export const LEADS_PATH = "/admin/solicitudes";
export const leadPath = (id: number) => `/admin/solicitudes/${id}`;
export const companyPath = (ruc: string) => `/admin/empresas/${ruc}`;

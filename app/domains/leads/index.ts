// What other domains may use of the leads in any module: the address of a lead's page and the names
// of its kinds and statuses (the personal-data report lists a person's requests).
export { leadPath } from "./lead-paths";
export { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "./lead-vocabulary";

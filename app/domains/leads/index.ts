// What other domains may use of the leads in any module: the address of a lead's page.
export { leadPath } from "./lead-paths";

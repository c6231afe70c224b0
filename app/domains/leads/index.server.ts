// What other domains' server code may call of the leads: the anonymisation of a person's leads
// (the data-rights erasure, decision 040).
export {
  ANONYMISE_BATCH,
  type AnonymiseCounts,
  anonymiseLeads,
  digestsNaming,
} from "./server/lead-anonymise.server";

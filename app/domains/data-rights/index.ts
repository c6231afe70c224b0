// What other domains may use of the data-rights vocabulary: how a person's data is matched and
// scrubbed when it is erased (the leads' anonymisation applies it to its own tables).
export { ANONYMISED_MARKER, needleVariants, type PersonalDataSubject, scrubText } from "./personal-data";

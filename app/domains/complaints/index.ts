// What other domains may use of the complaints book: the labels and amounts a complaint sheet is
// described with (the personal-data report lists a person's sheets).
export { amountText, COMPLAINT_KIND_LABELS, DOCUMENT_TYPE_LABELS } from "./complaint-book";

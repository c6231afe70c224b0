// The forms' HTML constraints (which fields are required), as Conform's getZodConstraint derives them
// from the schemas in lead.ts. Written out so that pages do not need zod to render the forms;
// form-constraints.test.ts keeps them equal to the schemas.

/** The part of Conform's Constraint that these forms use. */
type Constraint = { required: boolean; multiple?: boolean };

const CONTACT_FIELDS = {
  name: { required: true },
  email: { required: true },
  phone: { required: false },
  company: { required: true },
  rucPeru: { required: true },
} satisfies Record<string, Constraint>;

export const CONTACT_FORM_CONSTRAINT: Record<string, Constraint> = {
  ...CONTACT_FIELDS,
  message: { required: true },
  contactType: { required: true },
};

export const SERVICE_FORM_CONSTRAINT: Record<string, Constraint> = {
  ...CONTACT_FORM_CONSTRAINT,
  equipment: { required: true },
};

export const QUOTE_FORM_CONSTRAINT: Record<string, Constraint> = {
  ...CONTACT_FIELDS,
  message: { required: false },
  invoiceDetails: { required: true, multiple: true },
  "invoiceDetails[]": { required: true },
  "invoiceDetails[].productId": { required: true },
  "invoiceDetails[].quantity": { required: true },
  "invoiceDetails[].name": { required: true },
};

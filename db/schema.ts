// The database as Kysely sees it. One interface for both engines; the models normalise the few
// differences (SQLite: JSON as text, booleans as 0/1, timestamps as ISO text; PostgreSQL: objects,
// booleans, Date).
import type { ColumnType, Generated } from "kysely";

/** Written as ISO-8601 text on both engines; read back as text (SQLite) or Date (PostgreSQL). */
export type Timestamp = ColumnType<Date | string, string, string>;
/** Written as 1/0 on both engines; read back as 0/1 (SQLite) or boolean (PostgreSQL). */
export type Bool = ColumnType<boolean | number, 0 | 1, 0 | 1>;
/** Written as JSON text on both engines; read back as text (SQLite) or a parsed value (PostgreSQL). */
export type Json = ColumnType<unknown, string, string>;
/** Binary content: Buffer on both engines. */
export type Bytes = ColumnType<Buffer, Buffer, Buffer>;

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  parent_id: number | null;
  position: number;
}

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  /** The product code staff and buyers quote (e.g. "ZPP-12N", "KB-19"); unique, required. */
  code: string;
  /** The unit of sale, a singular Spanish noun ("bobina", "caja"); default "unidad". */
  unit: ColumnType<string, string | undefined, string>;
  name: string;
  /** searchKey(name): accent- and case-folded, filled by the application. */
  name_search: string;
  subtitle: string;
  alt: string;
  description: string;
  category_id: number;
  /** ProductDetails as JSON: specifications, information, downloads, videos. */
  details: Json;
  position: number;
  active: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The catalogue's search index, one row per product, kept by db/product-search.server.ts
 * (refreshProductSearch) from the product and category tables: texts folded with searchKey().
 * On SQLite, triggers copy the active rows' texts into the FTS5 table `product_search_fts` (migration 022).
 */
export interface ProductSearchTable {
  product_id: number;
  category_id: number;
  /** The top category: the parent of a subcategory, else category_id itself (migration 022). */
  top_category_id: number;
  position: number;
  active: Bool;
  /** The folded name. */
  name_key: string;
  /** The folded name, code and subtitle. */
  title_key: string;
  /** The words of the name, code, subtitle, category and parent category names, and specification values. */
  search_text: string;
}

/** A product's former slug (migration 019): /productos/<slug> still answers 301 to the product. */
export interface ProductSlugHistoryTable {
  slug: string;
  product_id: number;
  retired_at: ColumnType<Date | string, string | undefined, string>;
}

/** An uploaded product import file kept between its dry run and its write (migration 021). */
export interface ProductImportFileTable {
  /** sha256 of the bytes, hex. */
  hash: string;
  file_name: string;
  format: "csv" | "xlsx";
  bytes: Bytes;
  staff_user_id: number | null;
  created_at: ColumnType<Date | string, string | undefined, string>;
}

export interface ProductImageTable {
  product_id: number;
  position: number;
  media_id: number;
}

/**
 * A stored file (decision 007). Whatever refers to one is listed in app/platform/media/media-cleanup.server.ts
 * (MEDIA_REFERENCES): a file nothing refers to is removed by the cleanup.
 */
export interface MediaTable {
  id: Generated<number>;
  /** sha256 of the content, hex. */
  hash: string;
  content_type: string;
  file_name: string;
  width: number | null;
  height: number | null;
  bytes: Bytes;
  /** When it was last stored (an upload of the same content renews it: the cleanup's grace period). */
  created_at: Timestamp;
}

export interface MediaVariantTable {
  media_id: number;
  width: number;
  format: string;
  content_type: string;
  bytes: Bytes;
  created_at: Timestamp;
}

export interface BannerTable {
  id: Generated<number>;
  name: string;
  /** The desktop image (and the phone's, when there is no mobile crop). */
  image_media_id: number;
  /** The crop shown on phones (migration 018); null: the desktop image. */
  mobile_image_media_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The image's text alternative (migration 018); empty when the title says all the picture says. */
  alt: ColumnType<string, string | undefined, string>;
  /** An in-site path ("/productos/…") or an https address. */
  link: string;
  active: Bool;
  position: number;
  /** Shown from this instant on (entered in Lima time); null: no start. */
  starts_at: Timestamp | null;
  /** Not shown from this instant on; null: no end. */
  ends_at: Timestamp | null;
}

export type LeadKind = "CONTACT" | "SERVICE" | "QUOTE";
/** The sales workflow: nuevo, en proceso, cotizado, ganado, perdido, spam, archivado. */
export type LeadStatus = "new" | "in_progress" | "quoted" | "won" | "lost" | "spam" | "archived";

export interface LeadTable {
  id: Generated<number>;
  kind: LeadKind;
  reference: string;
  idempotency_key: string | null;
  /** sha256 of the normalised payload, to tell a retry from a reused key. */
  payload_hash: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  ruc: string;
  message: string | null;
  equipment: string | null;
  status: LeadStatus;
  /** The spam trap's verdict at arrival (kept when staff say "No es spam", which clears it). */
  spam: Bool;
  spam_reason: string | null;
  source_ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a staff member first moved the lead out of "new". */
  first_response_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /**
   * When its personal fields were replaced by the marker (an erasure or the retention job:
   * app/domains/leads/server/lead-anonymise.server.ts); null while they are held.
   */
  anonymised_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface LeadEventTable {
  id: Generated<number>;
  lead_id: number;
  at: Timestamp;
  user_id: number | null;
  /** "status", "assignee", "note", "resend", "not_spam"… */
  kind: string;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  detail: Json | null;
}

export interface LeadLineTable {
  lead_id: number;
  position: number;
  product_id: number | null;
  name: string;
  quantity: number;
  /** The product's code when the lead came in (kept when the product changes or goes). */
  code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The product's unit of sale when the lead came in. */
  unit: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The leads inbox's search index: one row per distinct folded word of a lead's name, company, RUC,
 * e-mail, reference and lines' product codes (db/lead-search-words.ts), kept by
 * db/lead-search.server.ts (refreshLeadSearch) whenever those change.
 */
export interface LeadSearchWordTable {
  word: string;
  lead_id: number;
}

export type OutboxStatus = "pending" | "sent";

/**
 * "sales" (a lead to the sales inbox), "ack" (acknowledgement to the buyer), "digest" (the daily digest),
 * "complaint-copy" (a complaint sheet's copy to the consumer), "complaint-inbox" (the sheet to the
 * complaints inbox), "complaint-answer" (the supplier's answer to the consumer), "complaint-pause" (a settlement pause and
 * the new deadline, to the consumer); a data-rights
 * request's "arco-ack" (to the person), "arco-notice" (to the privacy inbox), "arco-extension" and
 * "arco-answer" (to the person).
 */
export type OutboxPurpose =
  | "sales"
  | "ack"
  | "digest"
  | "complaint-copy"
  | "complaint-inbox"
  | "complaint-answer"
  | "complaint-pause"
  | "arco-ack"
  | "arco-notice"
  | "arco-extension"
  | "arco-answer"
  | "staff-invitation"
  /** A staff member told that a passkey was added to or removed from their account. */
  | "staff-passkey"
  /** A staff member told that their account sees many failed sign-ins. */
  | "staff-sign-in-alert";

export interface OutboxTable {
  id: Generated<number>;
  /** The lead the e-mail is about; null for e-mails about no one lead (the daily digest). */
  lead_id: number | null;
  purpose: OutboxPurpose;
  /** The complaint sheet the e-mail is about (migration 013); null for every other e-mail. */
  complaint_sheet_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * What the worker attaches when it sends the e-mail, as JSON (OutboxAttachment[]): rendered then
   * from the stored records, never stored; null for none.
   */
  attachments: ColumnType<unknown, string | null | undefined, string | null>;
  /** The data-rights request the e-mail is about (its acknowledgement, notice, extension, answer). */
  data_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Unique when set: an e-mail queued at most once (e.g. "daily-digest:2026-11-24"); null for lead e-mails. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

export type StaffRole = "admin" | "ventas" | "servicio";

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case, trimmed, unique. */
  email: string;
  name: string;
  role: StaffRole;
  /** argon2id PHC string. */
  password_hash: string;
  active: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffSessionTable {
  /** sha256 (hex) of the cookie's random token. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end; the idle end is last_seen_at plus the idle limit. */
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffPasskeyTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  public_key: Bytes;
  counter: ColumnType<number | string | bigint, number, number>;
  /** Comma-separated authenticator transports. */
  transports: string | null;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge waiting for its answer (passkey registration or sign-in); used once. */
export interface WebauthnChallengeTable {
  /** sha256 (hex) of the cookie's random token. */
  id: string;
  purpose: "registration" | "authentication";
  /** base64url, as the options carried it. */
  challenge: string;
  rp_id: string;
  origin: string;
  /** Registration only: the account and the session that asked. */
  user_id: number | null;
  session_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  /** The address's counter key (IPv6 by its /64), what the sign-in limits count. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
  detail: Json | null;
}

/** The company data staff edit (one row, id 1; decision 044). */
export interface CompanySettingTable {
  id: number;
  /** The settings form's fields (app/platform/settings/company-settings-schema.ts). */
  value: Json;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A one-time invitation to the back office: the link's token only as its sha256 (decision 044). */
export interface StaffInvitationTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  name: string;
  role: StaffRole;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  user_id: number | null;
  /** Set when the link stops working before its time (migration 024); never together with used_at. */
  withdrawn_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  withdrawn_reason: ColumnType<
    InvitationWithdrawalReason | null,
    InvitationWithdrawalReason | null | undefined,
    InvitationWithdrawalReason | null
  >;
  /** Who withdrew it (the administrator, or the one who deactivated, demoted or re-invited). */
  withdrawn_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Why an invitation was withdrawn: by hand, its inviter deactivated or demoted, a newer one sent. */
export type InvitationWithdrawalReason = "manual" | "inviter-deactivated" | "inviter-demoted" | "replaced";

/** A secret the application made for itself (when the environment gives none), shared by every process. */
export interface AppSecretTable {
  /** What it is for, e.g. "session". */
  name: string;
  /** Random bytes, base64url. */
  value: string;
  created_at: Timestamp;
}

/** A version of the consent text the forms show (app/platform/content/privacy-consent.ts), made when it first appears. */
export interface ConsentTextTable {
  id: Generated<number>;
  /** SHA-256 of the exact text, hex; unique. */
  hash: string;
  text: string;
  /** The form that shows it: "lead" (contact, service, quotation), "complaint" or "arco" (migration 016). */
  purpose: Generated<ConsentPurpose>;
  created_at: Timestamp;
}

/** Which form a consent text belongs to (app/platform/content/privacy-consent.ts). */
export type ConsentPurpose = "lead" | "complaint" | "arco";

/** "given": the privacy box was ticked (or the API sent privacyConsent: true); "not_recorded": no consent was sent. */
export type ConsentState = "given" | "not_recorded";

/** The consent ledger's row of one lead, written with it (docs/decisions/035-personal-data-consent.md). */
export interface LeadConsentTable {
  lead_id: number;
  state: ConsentState;
  /** The text accepted; null when not recorded. */
  consent_text_id: number | null;
  consented_at: Timestamp | null;
  /** The client address of the request (personal data: anonymised with the lead). */
  ip: string | null;
  /** Commercial communications accepted; false when not recorded. */
  marketing: Bool;
}

/** The last complaint sheet number given in a Lima year (migration 013). */
export interface ComplaintCounterTable {
  year: number;
  last_sequence: number;
}

export type ComplaintKind = "reclamo" | "queja";
export type ComplaintDocumentType = "DNI" | "CE" | "PASAPORTE" | "RUC" | "OTRO";
export type ComplaintGoodType = "producto" | "servicio";
export type ComplaintCurrency = "PEN" | "USD";

/** A sheet of the Libro de Reclamaciones as filed: inserted once, never updated nor deleted (triggers). */
export interface ComplaintSheetTable {
  id: Generated<number>;
  /** "LR-2026-000001". */
  number: string;
  year: number;
  sequence: number;
  filed_at: Timestamp;
  kind: ComplaintKind;
  consumer_name: string;
  consumer_address: string | null;
  document_type: ComplaintDocumentType;
  document_number: string;
  phone: string | null;
  email: string | null;
  minor: Bool;
  guardian_name: string | null;
  good_type: ComplaintGoodType;
  /** Decimal text, "1250.00"; null when no amount is claimed. */
  amount: string | null;
  currency: ComplaintCurrency | null;
  good_description: string;
  detail: string;
  request: string;
  supplier_name: string;
  supplier_ruc: string;
  supplier_address: string;
  /** sha256 (hex) of the privacy notice the consumer accepted. */
  privacy_consent_hash: string;
  marketing_consent: Bool;
  spam_reason: string | null;
  idempotency_key: string | null;
  payload_hash: string;
  source_ip: string | null;
  user_agent: string | null;
}

export type DataRequestKind =
  "access" | "rectification" | "cancellation" | "opposition" | "information" | "revocation";
export type DocumentType = "dni" | "ce" | "passport" | "other";

/** A personal-data rights (ARCO) request from /derechos-arco; never deleted by the application. */
export interface DataRequestTable {
  id: Generated<number>;
  /** ARCO-2026-000123. */
  reference: string;
  kind: DataRequestKind;
  full_name: string;
  document_type: DocumentType;
  document_number: string;
  email: string;
  phone: string | null;
  /** Who filed it on the data subject's behalf, if someone did. */
  representative_name: string | null;
  detail: string;
  received_at: Timestamp;
  /** The legal deadline: the end (Lima) of its last business day; moved once by an extension. */
  due_at: Timestamp;
  extended_at: Timestamp | null;
  verified_at: Timestamp | null;
  answered_at: Timestamp | null;
  closed_at: Timestamp | null;
  idempotency_key: string | null;
  payload_hash: string;
  /** The privacy consent given with the form: the consent text's version (its hash), time, address. */
  consent_version: string;
  consent_at: Timestamp;
  consent_ip: string | null;
  marketing_consent: Bool;
  spam_reason: string | null;
  source_ip: string | null;
  user_agent: string | null;
}

export type ComplaintEventKind = "answer" | "pause" | "copy";

/** What happened to a sheet after it was filed: appended only (triggers refuse changes). */
export interface ComplaintEventTable {
  id: Generated<number>;
  sheet_id: number;
  at: Timestamp;
  user_id: number | null;
  kind: ComplaintEventKind;
  business_days: number | null;
  text: string | null;
  detail: Json | null;
}

/** A request's appended history: received, verified, extended, answered, closed. */
export interface DataRequestEventTable {
  id: Generated<number>;
  request_id: number;
  at: Timestamp;
  user_id: number | null;
  kind: "received" | "verified" | "extended" | "answered" | "closed";
  /** The answer's text, the extension's reason, the verification's note. */
  note: string | null;
}

/** The daily retention job's claim: one row per Lima day (app/domains/leads/server/lead-retention.server.ts). */
export interface RetentionRunTable {
  day: string;
  worker: string;
  started_at: Timestamp;
  lease_until: Timestamp;
  finished_at: Timestamp | null;
  anonymised: ColumnType<number, number | undefined, number>;
}

/** One row, rewritten by the write probe of /health. */
export interface HealthProbeTable {
  id: number;
  checked_at: Timestamp;
}

export interface Database {
  category: CategoryTable;
  product: ProductTable;
  product_search: ProductSearchTable;
  product_image: ProductImageTable;
  product_slug_history: ProductSlugHistoryTable;
  product_import_file: ProductImportFileTable;
  media: MediaTable;
  media_variant: MediaVariantTable;
  banner: BannerTable;
  lead: LeadTable;
  lead_line: LeadLineTable;
  lead_event: LeadEventTable;
  lead_search_word: LeadSearchWordTable;
  outbox: OutboxTable;
  health_probe: HealthProbeTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_passkey: StaffPasskeyTable;
  webauthn_challenge: WebauthnChallengeTable;
  audit_log: AuditLogTable;
  app_secret: AppSecretTable;
  company_setting: CompanySettingTable;
  staff_invitation: StaffInvitationTable;
  consent_text: ConsentTextTable;
  lead_consent: LeadConsentTable;
  complaint_counter: ComplaintCounterTable;
  complaint_sheet: ComplaintSheetTable;
  complaint_event: ComplaintEventTable;
  data_request: DataRequestTable;
  data_request_event: DataRequestEventTable;
  retention_run: RetentionRunTable;
}

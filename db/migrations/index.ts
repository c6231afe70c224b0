import type { Migration, MigrationProvider } from "kysely/migration";
import * as initial from "./001-initial";
import * as outboxPickIndex from "./002-outbox-pick-index";
import * as productSearch from "./003-product-search";
import * as staff from "./004-staff";
import * as leadWorkflow from "./005-lead-workflow";
import * as productCodes from "./006-product-codes";
import * as outboxDigest from "./007-outbox-digest";
import * as leadSearch from "./008-lead-search";
import * as signInThrottle from "./009-sign-in-throttle";
import * as webauthnChallenges from "./010-webauthn-challenges";
import * as appSecret from "./011-app-secret";
import * as consentLedger from "./012-consent-ledger";
import * as complaintBook from "./013-complaint-book";
import * as dataRights from "./014-data-rights";
import * as productCodeSearch from "./015-product-code-search";
import * as consentPurposes from "./016-consent-purposes";
import * as settingsAndInvitations from "./017-settings-and-invitations";
import * as bannerCrops from "./018-banner-crops";
import * as productSlugHistory from "./019-product-slug-history";
import * as productImportFiles from "./021-product-import-files";
import * as catalogueAtScale from "./022-catalogue-at-scale";
import * as invitationWithdrawal from "./024-invitation-withdrawal";
import * as rateLimitCounters from "./025-rate-limit-counters";

/** Migrations are listed here (not read from disk) so that they are part of the one server bundle. */
const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-outbox-pick-index": outboxPickIndex,
  "003-product-search": productSearch,
  "004-staff": staff,
  "005-lead-workflow": leadWorkflow,
  "006-product-codes": productCodes,
  "007-outbox-digest": outboxDigest,
  "008-lead-search": leadSearch,
  "009-sign-in-throttle": signInThrottle,
  "010-webauthn-challenges": webauthnChallenges,
  "011-app-secret": appSecret,
  "012-consent-ledger": consentLedger,
  "013-complaint-book": complaintBook,
  "014-data-rights": dataRights,
  "015-product-code-search": productCodeSearch,
  "016-consent-purposes": consentPurposes,
  "017-settings-and-invitations": settingsAndInvitations,
  "018-banner-crops": bannerCrops,
  "019-product-slug-history": productSlugHistory,
  "021-product-import-files": productImportFiles,
  "022-catalogue-at-scale": catalogueAtScale,
  "024-invitation-withdrawal": invitationWithdrawal,
  "025-rate-limit-counters": rateLimitCounters,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

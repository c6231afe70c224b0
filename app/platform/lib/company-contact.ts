// The company's contact data as the public pages show it: the part of the settings (decision 044) the
// root loader sends with every page, with the phone number's link and display forms made once.
import { COMPANY } from "~/platform/content/company";
import type { CompanySettings } from "~/platform/settings/company-settings-schema";

export interface CompanyContact {
  legalName: string;
  phone: string;
  /** The number as shown on the page: non-breaking spaces keep it on one line. */
  phoneText: string;
  phoneHref: string;
  email: string;
  address: { street: string; district: string; city: string; region: string; postalCode: string };
  /** International digits without "+" for WhatsApp click-to-chat links. */
  whatsApp: string;
  /** The chat button's link: WhatsApp with the general greeting (made here, not in the pages' scripts). */
  chatUrl: string;
}

// The audit log's retention is a back-office setting: the public contact never reads it.
export function companyContact(settings: Omit<CompanySettings, "auditRetentionDays">): CompanyContact {
  const digits = settings.phone.replace(/[^\d]/g, "");
  const international = digits.startsWith("51") && digits.length > 9 ? digits : `51${digits}`;
  return {
    legalName: settings.legalName,
    phone: settings.phone,
    phoneText: settings.phone.replace(/ /g, "\u00a0"),
    phoneHref: `tel:+${international}`,
    email: settings.email,
    address: {
      street: settings.street,
      district: settings.district,
      city: settings.city,
      region: settings.region,
      postalCode: settings.postalCode,
    },
    whatsApp: settings.whatsApp,
    chatUrl: `https://wa.me/${settings.whatsApp}?text=${encodeURIComponent(COMPANY.chatGreeting)}`,
  };
}

/** "Av. Industrial 1450, Lurín, Lima, Perú". */
export const addressLine = ({ address }: CompanyContact) =>
  `${address.street}, ${address.district}, ${address.city}, Perú`;

/** "51987654321" → "+51 987 654 321" (a Peruvian mobile number as people write it). */
export function formatChatNumber(number: string): string {
  const match = /^(51)(\d{3})(\d{3})(\d{3})$/.exec(number);
  return match ? `+${match.slice(1).join("\u00a0")}` : `+${number}`;
}

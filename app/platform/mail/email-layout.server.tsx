// The frame every e-mail shares: the logo on the brand red, a title, the body, the signature.
// React Email components (tables for layout, inline styles only), at most 600 px wide, one column so
// it reads the same at 375 px. Server-only: nothing here reaches a browser bundle.
import {
  Body,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { BRAND_COLORS, COMPANY } from "~/platform/content/company";
import { type CompanyContact, formatChatNumber } from "~/platform/lib/company-contact";

/** Where the site is and how the e-mail links back to it, all absolute (an e-mail has no base address). */
export interface EmailSite {
  /** The public origin, e.g. https://www.kordex.com.pe (SITE_URL). */
  url: string;
  /** The WhatsApp click-to-chat link the signature offers, its text prepared for the message. */
  whatsAppUrl: string;
  /** The company settings' contact data, as the signature shows it (decision 044). */
  company: CompanyContact;
}

/** The e-mails' header logo (public/art/email-logo.png, drawn by demo/site/logo.ts), 480 × 120 px. */
export const EMAIL_LOGO_FILE = "/art/email-logo.png";

export const FONT = "Arial, Helvetica, sans-serif";

export const COLOR = {
  red: BRAND_COLORS.red,
  redDark: BRAND_COLORS.redDark,
  ink: BRAND_COLORS.ink,
  steel: BRAND_COLORS.steel,
  light: BRAND_COLORS.light,
  white: BRAND_COLORS.white,
  line: "#D9DDE1",
} as const;

export function EmailLayout(props: {
  site: EmailSite;
  /** The inbox's preview line (hidden in the body). */
  preview: string;
  /** A small line above the title: the kind of message. */
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** Why the reader gets this e-mail, in small print under the signature. */
  footnote: string;
}) {
  const { site } = props;
  return (
    <Html lang="es" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: COLOR.light, fontFamily: FONT }}>
        <Container
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: COLOR.white,
            border: `1px solid ${COLOR.line}`,
            borderRadius: "6px",
            overflow: "hidden",
          }}
        >
          <Section
            style={{ backgroundColor: COLOR.red, padding: "20px 24px" }}
            bgcolor={COLOR.red}
            data-skip-in-text="true"
          >
            <Link href={site.url} style={{ textDecoration: "none" }}>
              <Img
                src={`${site.url}${EMAIL_LOGO_FILE}`}
                width="160"
                height="40"
                alt={`${COMPANY.brand} Perú`}
                style={{
                  display: "block",
                  border: 0,
                  color: COLOR.white,
                  fontSize: "20px",
                  fontWeight: "bold",
                }}
              />
            </Link>
          </Section>
          <Section style={{ padding: "24px 24px 8px" }}>
            <Text
              style={{
                margin: 0,
                fontSize: "12px",
                lineHeight: "18px",
                letterSpacing: "0.06em",
                textTransform: "uppercase",
                color: COLOR.red,
                fontWeight: "bold",
              }}
            >
              {props.eyebrow}
            </Text>
            <Heading
              as="h1"
              style={{
                margin: "4px 0 0",
                fontSize: "22px",
                lineHeight: "28px",
                fontWeight: "bold",
                color: COLOR.ink,
              }}
            >
              {props.title}
            </Heading>
          </Section>
          <Section style={{ padding: "0 24px 8px" }}>{props.children}</Section>
          <Signature site={site} />
        </Container>
        <Container style={{ maxWidth: "600px", width: "100%" }}>
          <Text style={{ margin: "12px 24px 0", fontSize: "12px", lineHeight: "18px", color: COLOR.steel }}>
            {props.footnote}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The company's signature: legal name, address, phone, WhatsApp and website. */
function Signature({ site }: { site: EmailSite }) {
  const { company } = site;
  const { address } = company;
  const small = { margin: 0, fontSize: "13px", lineHeight: "20px", color: COLOR.steel };
  const link = { color: COLOR.redDark, textDecoration: "underline" };
  return (
    <Section
      style={{ padding: "16px 24px 20px", borderTop: `4px solid ${COLOR.red}`, backgroundColor: COLOR.light }}
    >
      <Text style={{ margin: 0, fontSize: "14px", lineHeight: "20px", fontWeight: "bold", color: COLOR.ink }}>
        {company.legalName}
      </Text>
      <Text style={small}>
        {address.street}, {address.district}, {address.city}, Perú
      </Text>
      <Text style={small}>
        Teléfono:{" "}
        <Link href={company.phoneHref} style={link}>
          {company.phoneText}
        </Link>
        {" · "}WhatsApp:{" "}
        <Link href={site.whatsAppUrl} style={link}>
          {formatChatNumber(company.whatsApp)}
        </Link>
      </Text>
      <Text style={small}>
        <Link href={`mailto:${company.email}`} style={link}>
          {company.email}
        </Link>
        {" · "}
        <Link href={site.url} style={link} data-text-href="hide">
          {new URL(site.url).host}
        </Link>
      </Text>
    </Section>
  );
}

// The pieces the e-mails are made of: paragraphs, a section title, a label/value table, the table of a
// quotation's lines, a notice box and a button. Inline styles and tables only (what Gmail, Outlook and
// Apple Mail all render).
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { COLOR } from "./email-layout.server";

const BODY_TEXT = { margin: "0 0 12px", fontSize: "15px", lineHeight: "22px", color: COLOR.ink };

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={BODY_TEXT}>{children}</Text>;
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{
        margin: "20px 0 8px",
        fontSize: "16px",
        lineHeight: "22px",
        fontWeight: "bold",
        color: COLOR.ink,
      }}
    >
      {children}
    </Heading>
  );
}

/** Text typed by a visitor, its line breaks kept (as <br>, which every client honours). */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** The reference, large, so a reader finds it at a glance. */
export function ReferenceBox({ reference, detail }: { reference: string; detail: string }) {
  return (
    <Section
      style={{ margin: "8px 0 16px", borderLeft: `4px solid ${COLOR.red}`, backgroundColor: COLOR.light }}
      bgcolor={COLOR.light}
    >
      <Text
        style={{
          margin: 0,
          padding: "10px 14px 0",
          fontSize: "13px",
          lineHeight: "18px",
          color: COLOR.steel,
        }}
      >
        Referencia
      </Text>
      <Text
        style={{
          margin: 0,
          padding: "0 14px",
          fontSize: "20px",
          lineHeight: "28px",
          fontWeight: "bold",
          color: COLOR.ink,
          letterSpacing: "0.02em",
        }}
      >
        {reference}
      </Text>
      <Text
        style={{
          margin: 0,
          padding: "0 14px 10px",
          fontSize: "13px",
          lineHeight: "18px",
          color: COLOR.steel,
        }}
      >
        {detail}
      </Text>
    </Section>
  );
}

/** A highlighted box: a warning for staff (possible spam) or a note. */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      style={{ margin: "8px 0 16px", border: `2px solid ${COLOR.red}`, backgroundColor: "#FDECEE" }}
      bgcolor="#FDECEE"
    >
      <Text
        style={{
          margin: 0,
          padding: "10px 14px 0",
          fontSize: "15px",
          lineHeight: "22px",
          fontWeight: "bold",
        }}
      >
        <span style={{ color: COLOR.redDark }}>{title}</span>
      </Text>
      <Section style={{ padding: "4px 14px 2px" }}>{children}</Section>
    </Section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value, one pair per row; the label column is narrow so values keep room at 375 px. */
export function FactsTable({ facts }: { facts: Fact[] }) {
  const cell = { padding: "7px 0", borderBottom: `1px solid ${COLOR.line}`, verticalAlign: "top" } as const;
  return (
    <table
      data-text-format="dataTable"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse" }}
    >
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <td
              width="34%"
              style={{
                ...cell,
                paddingRight: "12px",
                fontSize: "13px",
                lineHeight: "20px",
                color: COLOR.steel,
              }}
            >
              {fact.label}
            </td>
            <td
              style={{
                ...cell,
                fontSize: "15px",
                lineHeight: "20px",
                color: COLOR.ink,
                wordBreak: "break-word",
              }}
            >
              {fact.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A quotation line as an e-mail lists it. */
export interface EmailLine {
  /** The catalogue's product code; null on an old line whose product is gone. */
  code: string | null;
  name: string;
  /** The quantity with its unit of sale, "3 bobinas". */
  quantity: string;
  /** The product page, absolute; null when the product is gone. */
  url: string | null;
}

/**
 * The lines of a quotation: code, product (linked to its page) and quantity with its unit. The plain
 * text part lays it out as a text table (`data-text-format="dataTable"`).
 */
export function LinesTable({ lines }: { lines: EmailLine[] }) {
  const head = {
    padding: "8px 8px 8px 0",
    fontSize: "12px",
    lineHeight: "16px",
    textTransform: "uppercase",
    letterSpacing: "0.04em",
    color: COLOR.steel,
    borderBottom: `2px solid ${COLOR.ink}`,
    textAlign: "left",
  } as const;
  const cell = {
    padding: "9px 8px 9px 0",
    fontSize: "14px",
    lineHeight: "20px",
    color: COLOR.ink,
    borderBottom: `1px solid ${COLOR.line}`,
    verticalAlign: "top",
  } as const;
  return (
    <table
      data-text-format="dataTable"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", margin: "0 0 8px" }}
    >
      <thead>
        <tr>
          <th style={head}>Código</th>
          <th style={head}>Producto</th>
          <th style={{ ...head, paddingRight: 0, textAlign: "right" }}>Cantidad</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td
              style={{
                ...cell,
                whiteSpace: "nowrap",
                fontFamily: "Consolas, Menlo, monospace",
                fontSize: "13px",
              }}
            >
              {line.code ?? "—"}
            </td>
            <td style={cell}>
              {line.url ? (
                <Link href={line.url} style={{ color: COLOR.redDark, textDecoration: "underline" }}>
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </td>
            <td
              style={{
                ...cell,
                paddingRight: 0,
                textAlign: "right",
                whiteSpace: "nowrap",
                fontWeight: "bold",
              }}
            >
              {line.quantity}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Numbered steps ("¿Qué sigue?"), as a table so Outlook keeps the numbers aligned. */
export function Steps({ steps }: { steps: ReactNode[] }) {
  return (
    <table data-text-format="dataTable" role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
      <tbody>
        {steps.map((step, index) => (
          <tr key={index}>
            <td
              width="28"
              style={{
                verticalAlign: "top",
                padding: "2px 0 10px",
                fontSize: "15px",
                lineHeight: "22px",
                fontWeight: "bold",
                color: COLOR.red,
              }}
            >
              {index + 1}.
            </td>
            <td
              style={{
                verticalAlign: "top",
                padding: "2px 0 10px",
                fontSize: "15px",
                lineHeight: "22px",
                color: COLOR.ink,
              }}
            >
              {step}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "16px 0 20px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLOR.red,
          color: COLOR.white,
          fontSize: "15px",
          lineHeight: "20px",
          fontWeight: "bold",
          textDecoration: "none",
          borderRadius: "4px",
          padding: "12px 20px",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export const LINK_STYLE = { color: COLOR.redDark, textDecoration: "underline" } as const;

// The files the outbox worker attaches to an e-mail, rendered just before it is sent from what the
// outbox row names (docs/decisions/036-libro-de-reclamaciones.md, 065): a row stores only the
// document's kind and the record it comes from, so a retry attaches the very same document. Each
// domain registers its documents by kind (the complaint sheet's PDF today, the quotation's next) in
// the registry the worker is given: app/server/mail-attachments.server.ts lists them. The platform
// knows no document itself.
import type { OutboxAttachment } from "./outbox.server";
import type { MailAttachment } from "./transport.server";

/** One kind of document an e-mail may carry, and how to render it from its outbox entry. */
export interface AttachmentRenderer {
  readonly kind: string;
  /** Throws (the e-mail is retried later) when the record the entry names is missing. */
  render(attachment: OutboxAttachment): Promise<MailAttachment>;
}

/** The renderers the worker knows, by kind. */
export type AttachmentRegistry = ReadonlyMap<string, AttachmentRenderer>;

/** A registry of these renderers; a kind registered twice is a programming error. */
export function attachmentRegistry(renderers: readonly AttachmentRenderer[]): AttachmentRegistry {
  const registry = new Map<string, AttachmentRenderer>();
  for (const renderer of renderers) {
    if (registry.has(renderer.kind)) throw new Error(`attachment kind ${renderer.kind} registered twice`);
    registry.set(renderer.kind, renderer);
  }
  return registry;
}

/** Renders each attachment; throws (the e-mail is retried later) for an unknown kind or a missing record. */
export async function renderAttachments(
  registry: AttachmentRegistry,
  attachments: readonly OutboxAttachment[],
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const attachment of attachments) {
    const renderer = registry.get(attachment.kind);
    if (!renderer) throw new Error(`no renderer registered for attachment kind ${attachment.kind}`);
    files.push(await renderer.render(attachment));
  }
  return files;
}
